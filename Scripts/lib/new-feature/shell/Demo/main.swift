// Prints the __Name__ screen in every state, on the fakes, as plain text:
// swift run --package-path App/Features/__Name__ __Name__Demo
import AppCore
import Feature__Name__
import Feature__Name__Testing
import __Name__Terminal

@MainActor func show(_ heading: String, _ screen: __Name__Screen) {
    print("== \(heading)")
    for line in screen.plainText(width: 40, height: 6) { print(line) }
    print("")
}

@MainActor func screen(_ items: InMemory__Name__Items) -> __Name__Screen {
    __Name__Screen(
        model: __Name__Feature.makeViewModel(
            dependencies: Sample__Name__.dependencies(items: items), onEvent: { _ in }))
}

@MainActor func showEveryState() async {
    let loading = screen(InMemory__Name__Items(delay: .seconds(60)))
    loading.appear()
    show("loading", loading)
    loading.disappear()
    await loading.settled()

    let cases: [(String, InMemory__Name__Items)] = [
        ("loaded", InMemory__Name__Items()),
        ("empty", InMemory__Name__Items(items: [])),
        ("failed", InMemory__Name__Items(failure: .busy)),
    ]
    for (heading, items) in cases {
        let shown = screen(items)
        shown.appear()
        await shown.settled()
        show(heading, shown)
    }
}

await showEveryState()
