// Prints every feed screen in every state, on the fakes, as plain text.
import FeatureFeed
import FeatureFeedTesting

let width = 60
let height = 16

func heading(_ text: String) {
    print("")
    print("== \(text) " + String(repeating: "=", count: max(0, width - text.count - 4)))
}

func show(_ lines: [String], hints: [String] = []) {
    for line in lines { print(line) }
    if !hints.isEmpty { print("[" + hints.joined(separator: " · ") + "]") }
}

/// Lets the fakes answer: waits until the screen stops saying "Loading…" (or a short while has passed).
@MainActor func settle(_ render: () -> [String]) async {
    for _ in 0..<50 {
        try? await Task.sleep(for: .milliseconds(20))
        if !render().contains("Loading…") { return }
    }
}

@MainActor func feedScreen(_ dependencies: FeedDependencies) async -> FeedScreen {
    let screen = FeedFeature.makeFeedScreen(dependencies: dependencies) { _ in }
    screen.appear()
    await settle { screen.render(width: width, height: height) }
    return screen
}

@MainActor func runDemo() async {
    heading("Feed: loading")
    let slow = SampleFeed.dependencies(
        posts: InMemoryFeedPosts(posts: SampleFeed.posts, latency: .seconds(5)))
    let loading = FeedFeature.makeFeedScreen(dependencies: slow) { _ in }
    loading.appear()
    show(loading.render(width: width, height: height))
    loading.disappear()

    heading("Feed: loaded")
    let loaded = await feedScreen(SampleFeed.dependencies())
    show(loaded.render(width: width, height: height), hints: loaded.keyHints)

    heading("Feed: loaded, 30 columns")
    show(loaded.render(width: 30, height: 8))

    heading("Feed: empty")
    show(
        await feedScreen(SampleFeed.dependencies(posts: InMemoryFeedPosts(posts: []))).render(
            width: width, height: height))

    heading("Feed: failed")
    let failing = InMemoryFeedPosts(posts: SampleFeed.posts, failures: .init(loading: true))
    show(await feedScreen(SampleFeed.dependencies(posts: failing)).render(width: width, height: height))

    heading("Feed: compact")
    let compact = SampleFeed.dependencies(preferences: FakeFeedPreferences(prefersCompact: true))
    show(await feedScreen(compact).render(width: width, height: height))

    heading("Feed: like counts on (feed.like_counts)")
    let likes = SampleFeed.dependencies(flags: FakeFeedFlags(enabled: ["feed.like_counts"]))
    show(await feedScreen(likes).render(width: width, height: height))

    heading("Tag #math: loaded, second tag of the row picked with t")
    let tag = FeedFeature.makeTagScreen(tag: "math", dependencies: SampleFeed.dependencies()) { _ in }
    tag.appear()
    await settle { tag.render(width: width, height: height) }
    _ = tag.handle(key: "t")
    _ = tag.handle(key: "t")
    show(tag.render(width: width, height: height), hints: tag.keyHints)

    heading("Tag #knitting: empty")
    let none = FeedFeature.makeTagScreen(tag: "knitting", dependencies: SampleFeed.dependencies()) { _ in }
    none.appear()
    await settle { none.render(width: width, height: height) }
    show(none.render(width: width, height: height), hints: none.keyHints)

    heading("Post: loaded")
    let post = FeedFeature.makePostScreen(postID: 4, dependencies: SampleFeed.dependencies()) { _ in }
    post.appear()
    await settle { post.render(width: width, height: height) }
    show(post.render(width: width, height: height), hints: post.keyHints)

    heading("Post: loaded, 30 columns")
    show(post.render(width: 30, height: height))

    heading("Post: not found")
    let missing = FeedFeature.makePostScreen(postID: 999, dependencies: SampleFeed.dependencies()) { _ in }
    missing.appear()
    await settle { missing.render(width: width, height: height) }
    show(missing.render(width: width, height: height))

    heading("Compose: validation message (title too long)")
    let prompt = ScriptedFeedPrompt(textAnswers: [String(repeating: "x", count: 121)])
    let composing = await feedScreen(SampleFeed.dependencies(prompt: prompt))
    _ = composing.handle(key: "n")
    try? await Task.sleep(for: .milliseconds(100))
    show(composing.render(width: width, height: 5))

    heading("Delete: rollback message (the store failed)")
    let store = InMemoryFeedPosts(posts: SampleFeed.posts, failures: .init(deleting: true))
    let deleting = await feedScreen(
        SampleFeed.dependencies(posts: store, prompt: ScriptedFeedPrompt(confirmations: [true])))
    _ = deleting.handle(key: "d")
    try? await Task.sleep(for: .milliseconds(100))
    show(deleting.render(width: width, height: 6))
}

await runDemo()
