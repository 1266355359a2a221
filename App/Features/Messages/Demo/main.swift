// Prints the Messages screen in every state, on the fakes, as plain text:
// swift run --package-path App/Features/Messages MessagesDemo
import AppCore
import FeatureMessages
import FeatureMessagesTesting
import MessagesTerminal

@MainActor func show(_ heading: String, _ screen: MessagesScreen) {
    print("== \(heading)")
    for line in screen.plainText(width: 40, height: 6) { print(line) }
    print("")
}

@MainActor func screen(_ items: InMemoryMessagesItems) -> MessagesScreen {
    MessagesScreen(
        model: MessagesFeature.makeViewModel(
            dependencies: SampleMessages.dependencies(items: items), onEvent: { _ in }))
}

@MainActor func showEveryState() async {
    let loading = screen(InMemoryMessagesItems(delay: .seconds(60)))
    loading.appear()
    show("loading", loading)
    loading.disappear()
    await loading.settled()

    let cases: [(String, InMemoryMessagesItems)] = [
        ("loaded", InMemoryMessagesItems()),
        ("empty", InMemoryMessagesItems(items: [])),
        ("failed", InMemoryMessagesItems(failure: .busy)),
    ]
    for (heading, items) in cases {
        let shown = screen(items)
        shown.appear()
        await shown.settled()
        show(heading, shown)
    }
}

await showEveryState()
