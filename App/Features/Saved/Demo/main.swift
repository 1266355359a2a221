// Prints the Saved screen in every state, on the fakes, as plain text:
// swift run --package-path App/Features/Saved SavedDemo
import AppCore
import FeatureSaved
import FeatureSavedTesting
import SavedTerminal

@MainActor func show(_ heading: String, _ screen: SavedScreen) {
    print("== \(heading)")
    for line in screen.plainText(width: 40, height: 6) { print(line) }
    print("")
}

@MainActor func screen(_ items: InMemorySavedItems) -> SavedScreen {
    SavedScreen(
        model: SavedFeature.makeViewModel(
            dependencies: SampleSaved.dependencies(items: items), onEvent: { _ in }))
}

@MainActor func showEveryState() async {
    let loading = screen(InMemorySavedItems(delay: .seconds(60)))
    loading.appear()
    show("loading", loading)
    loading.disappear()
    await loading.settled()

    let cases: [(String, InMemorySavedItems)] = [
        ("loaded", InMemorySavedItems()),
        ("empty", InMemorySavedItems(items: [])),
        ("failed", InMemorySavedItems(failure: .busy)),
    ]
    for (heading, items) in cases {
        let shown = screen(items)
        shown.appear()
        await shown.settled()
        show(heading, shown)
    }
}

await showEveryState()
