// Prints the Saved screen in every state, on the fakes, as plain text at 50 columns:
// swift run --package-path App/Features/Saved SavedDemo
import AppCore
import FeatureSaved
import FeatureSavedTesting
import SavedTerminal

@MainActor func show(_ heading: String, _ screen: SavedScreen, height: Int = 12) {
    print("== \(heading)")
    for line in screen.plainText(width: 50, height: height) { print(line) }
    print("")
}

@MainActor func screen(_ posts: InMemorySavedPosts, pageSize: Int = SavedViewModel.defaultPageSize)
    -> SavedScreen
{
    SavedScreen(
        model: SavedFeature.makeViewModel(
            dependencies: SampleSaved.dependencies(posts: posts), pageSize: pageSize, onEvent: { _ in }),
        now: { SampleSaved.now })
}

@MainActor func shown(_ posts: InMemorySavedPosts, pageSize: Int = SavedViewModel.defaultPageSize) async
    -> SavedScreen
{
    let screen = screen(posts, pageSize: pageSize)
    screen.appear()
    await screen.settled()
    return screen
}

@MainActor func showEveryState() async {
    let loading = screen(InMemorySavedPosts(delay: .seconds(60)))
    loading.appear()
    show("loading", loading)
    loading.disappear()
    await loading.settled()

    show("loaded", await shown(InMemorySavedPosts()))
    show("every script", await shown(InMemorySavedPosts(posts: SampleSaved.scriptPosts)), height: 14)
    show("empty", await shown(InMemorySavedPosts(posts: [])))
    show("failed", await shown(InMemorySavedPosts(failure: .unreachable("db.example:5432"))))

    let source = InMemorySavedPosts()
    let refused = await shown(source)
    await source.set(failure: .busy)
    _ = refused.handle("j")
    _ = refused.handle("b")
    await refused.settled()
    show("an unsave refused", refused)

    let many = (1...40).map {
        SampleSaved.post($0, "Saved post \($0)", by: "Ada", "ada", hoursOld: $0, savedMinutesAgo: $0)
    }
    let paging = await shown(InMemorySavedPosts(posts: many), pageSize: 5)
    _ = paging.handle("G")
    await paging.settled()
    show("paged on to post \(paging.model.posts.count)", paging, height: 8)
    print("== help")
    for line in paging.plainHelp { print(line) }
}

await showEveryState()
