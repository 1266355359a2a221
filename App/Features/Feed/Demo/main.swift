// Prints every feed screen in every state, on the fakes, as plain text: the terminal screens
// (FeedTerminal) over the view models (FeatureFeed).
import AppCore
import FeatureFeed
import FeatureFeedTesting
import FeedTerminal

let width = 60
let height = 14

func heading(_ text: String) {
    print("")
    print("== \(text) " + String(repeating: "=", count: max(0, width - text.count - 4)))
}

@MainActor func show(_ screen: some TerminalScreen, width: Int = width, height: Int = height) {
    for line in screen.plainText(width: width, height: height) { print(line) }
}

@MainActor func help(_ screen: some TerminalScreen) {
    for line in screen.plainHelp { print("  " + line) }
}

/// Waits for a fake that answers only when told (a publish held by a busy database).
@MainActor func until(_ what: String, _ condition: @MainActor () async -> Bool) async {
    try? await waitUntil(what, report: { print("demo: \($0)") }, condition)
}

@MainActor func feed(
    _ dependencies: FeedDependencies = SampleFeed.dependencies(), listing: FeedListing = .everyone
) async -> FeedScreen {
    let model = FeedViewModel(listing: listing, dependencies: dependencies) { _ in }
    let screen = FeedScreen(model: model)
    screen.appear()
    await screen.settled()
    return screen
}

@MainActor func post(_ id: Int, _ dependencies: FeedDependencies = SampleFeed.dependencies()) async
    -> PostScreen
{
    let screen = PostScreen(model: FeedFeature.makePost(id: id, dependencies: dependencies) { _ in })
    screen.appear()
    await screen.settled()
    return screen
}

@MainActor func feedScreens() async {
    heading("Feed: loading")
    let gate = GatedFeedPosts()
    let loading = FeedScreen(
        model: FeedFeature.makeFeed(dependencies: SampleFeed.dependencies(posts: gate)) { _ in })
    loading.appear()
    show(loading)
    loading.disappear()

    heading("Feed: loaded")
    let loaded = await feed()
    show(loaded)
    print("? help:")
    help(loaded)

    heading("Feed: loaded, 30 columns")
    show(loaded, width: 30, height: 8)

    heading("Feed: empty")
    show(await feed(SampleFeed.dependencies(posts: InMemoryFeedPosts(posts: []))))

    heading("Feed: failed (the database is busy)")
    let busy = InMemoryFeedPosts(posts: SampleFeed.posts, failures: .init(loading: .busy))
    show(await feed(SampleFeed.dependencies(posts: busy)))

    heading("Feed: compact, like counts on (feed.like_counts)")
    let compact = SampleFeed.dependencies(
        preferences: FakeFeedPreferences(prefersCompact: true),
        flags: FakeFeedFlags(enabled: ["feed.like_counts"]))
    show(await feed(compact))

    heading("Feed: loading more (a row near the end is shown)")
    let pages = GatedFeedPosts()
    let paging = FeedScreen(
        model: FeedFeature.makeFeed(dependencies: SampleFeed.dependencies(posts: pages)) { _ in })
    paging.appear()
    await until("the first page asked for") { await pages.pageRequestCount == 1 }
    await pages.answerPage(0, with: .success(Array(SampleFeed.manyPosts(120).reversed().prefix(50))))
    await until("the first page") { paging.model.state != .loading }
    _ = paging.handle(.end)
    _ = paging.render(width: width, height: height)
    await until("the next page asked for") { await pages.pageRequestCount == 2 }
    show(paging)
    paging.disappear()
}

@MainActor func writingScreens() async {
    heading("Write: refused (six tags); the post is kept")
    let refused = ScriptedFeedPrompt(textAnswers: ["Weekend notes", "First.\nSecond.", "a,b,c,d,e,f"])
    let writing = await feed(SampleFeed.dependencies(prompt: refused))
    _ = writing.handle("n")
    await writing.settled()
    show(writing)

    heading("Write: publishing (the database holds the write)")
    let gate = GatedFeedPosts()
    let prompt = ScriptedFeedPrompt(textAnswers: ["Weekend notes", "Body", ""])
    let model = FeedFeature.makeFeed(dependencies: SampleFeed.dependencies(posts: gate, prompt: prompt)) {
        _ in
    }
    let publishing = FeedScreen(model: model)
    publishing.appear()
    await until("the first page asked for") { await gate.pageRequestCount == 1 }
    await gate.answerPage(0, with: .success(SampleFeed.posts))
    await until("the first page") { model.state != .loading }
    _ = publishing.handle("n")
    await until("the publish") { await gate.publishRequestCount == 1 }
    show(publishing)

    heading("Write: the database stayed busy; the post is kept")
    await gate.answerPublish(0, with: .failure(.busy))
    await publishing.settled()
    show(publishing)

    heading("Write: published")
    let published = await feed(
        SampleFeed.dependencies(prompt: ScriptedFeedPrompt(textAnswers: ["Weekend notes", "Body", "swift"])))
    _ = published.handle("n")
    await published.settled()
    show(published)
}

@MainActor func deletingScreens() async {
    heading("Delete: done")
    let yes = ScriptedFeedPrompt(confirmations: [true])
    let deleting = await feed(SampleFeed.dependencies(prompt: yes))
    _ = deleting.handle("d")
    await deleting.settled()
    show(deleting, height: 5)

    heading("Delete: the store failed, the post is back")
    let failing = InMemoryFeedPosts(posts: SampleFeed.posts, failures: .init(deleting: .readOnly))
    let rollback = await feed(
        SampleFeed.dependencies(posts: failing, prompt: ScriptedFeedPrompt(confirmations: [true])))
    _ = rollback.handle("d")
    await rollback.settled()
    show(rollback, height: 6)

    heading("Delete: already deleted elsewhere")
    let store = InMemoryFeedPosts(posts: SampleFeed.posts)
    let gone = await feed(
        SampleFeed.dependencies(posts: store, prompt: ScriptedFeedPrompt(confirmations: [true])))
    await store.remove(id: 1)
    _ = gone.handle("d")
    await gone.settled()
    show(gone, height: 5)
}

@MainActor func tagScreens() async {
    heading("Tag #math: loaded, the row's second tag picked with t")
    let tag = await feed(listing: .tagged("math"))
    _ = tag.handle("t")
    _ = tag.handle("t")
    show(tag)

    heading("Tag #knitting: empty")
    show(await feed(listing: .tagged("knitting")))
}

/// Changes pushed as if made elsewhere, as the shell's adapter delivers them.
@MainActor func liveScreens() async {
    heading("Live: two posts published by others")
    let store = InMemoryFeedPosts(posts: SampleFeed.posts)
    let changes = FakeFeedChanges()
    let live = await feed(SampleFeed.dependencies(posts: store, changes: changes))
    await until("the feed listening") { changes.listenerCount == 1 }
    for id in [7, 8] {
        await store.add(SampleFeed.post(id, by: 2, "Fresh post \(id)", ago: -id, tags: []))
        changes.push(.published(postID: id, authorID: 2))
    }
    await until("two new posts counted") { live.model.newPostCount == 2 }
    show(live, height: 7)

    heading("Live: the selected post deleted elsewhere")
    _ = live.handle("j")
    await store.remove(id: 2)
    changes.push(.deleted(postID: 2))
    await until("post 2 gone") { !live.model.posts.contains { $0.id == 2 } }
    show(live, height: 7)
    live.disappear()

    heading("Live: not sent, the team server is unreachable")
    let down = InMemoryFeedPosts(
        posts: SampleFeed.posts, failures: .init(publishing: .unreachable("db.example:5432")))
    let waiting = await feed(
        SampleFeed.dependencies(
            posts: down, prompt: ScriptedFeedPrompt(textAnswers: ["Field notes", "", ""]),
            changes: changes))
    _ = waiting.handle("n")
    await waiting.settled()
    show(waiting, height: 6)

    heading("Live: the server is back, the post sent")
    await down.setFailures(.init())
    changes.push(.connectionRestored)
    await until("the post sent") { waiting.model.isWaitingToSend == false }
    show(waiting, height: 6)
    waiting.disappear()

    heading("Live: the post on screen deleted elsewhere")
    let shown = await post(2, SampleFeed.dependencies(posts: store, changes: changes))
    await until("the post listening") { changes.listenerCount == 1 }
    changes.push(.deleted(postID: 2))
    await until("the post deleted") { shown.model.state == .deleted }
    show(shown, height: 4)
    shown.disappear()
}

@MainActor func postScreens() async {
    heading("Post: loading")
    let gate = GatedFeedPosts()
    let loading = PostScreen(
        model: FeedFeature.makePost(id: 1, dependencies: SampleFeed.dependencies(posts: gate)) { _ in })
    loading.appear()
    show(loading)
    loading.disappear()

    heading("Post: loaded, your own, two paragraphs")
    let own = await post(1)
    show(own)
    print("? help:")
    help(own)

    heading("Post: someone else's, 30 columns, a tag picked")
    let other = await post(4)
    _ = other.handle("t")
    show(other, width: 30)

    heading("Post: not found")
    show(await post(999))

    heading("Post: failed (the team server is unreachable)")
    let down = InMemoryFeedPosts(
        posts: SampleFeed.posts, failures: .init(loading: .unreachable("db.example:5432")))
    show(await post(1, SampleFeed.dependencies(posts: down)))

    heading("Post: deleted with d")
    let deleting = await post(1, SampleFeed.dependencies(prompt: ScriptedFeedPrompt(confirmations: [true])))
    _ = deleting.handle("d")
    await deleting.settled()
    show(deleting)

    heading("Post: delete failed (disk full)")
    let full = InMemoryFeedPosts(posts: SampleFeed.posts, failures: .init(deleting: .diskFull))
    let failed = await post(
        1, SampleFeed.dependencies(posts: full, prompt: ScriptedFeedPrompt(confirmations: [true])))
    _ = failed.handle("d")
    await failed.settled()
    show(failed, height: 6)
}

await feedScreens()
await writingScreens()
await deletingScreens()
await tagScreens()
await postScreens()
await liveScreens()
