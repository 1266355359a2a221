import Feature__Name__
import Feature__Name__Testing

// Prints the __Name__ screen in every state, on the fakes, as plain text.

@MainActor func show(_ heading: String, _ screen: __Name__Screen) {
    print("== \(heading)")
    for line in screen.render(width: 40, height: 6) { print(line) }
    print("")
}

/// Lets the screen's load finish: the fakes answer at once, after a few turns of the main actor.
@MainActor func settle(_ screen: __Name__Screen) async {
    var turns = 0
    while screen.render(width: 40, height: 1) == ["Loading…"], turns < 1000 {
        await Task.yield()
        turns += 1
    }
}

@MainActor func showEveryState() async {
    let loading = __Name__Feature.makeScreen(
        dependencies: Sample__Name__.dependencies(items: InMemory__Name__Items(delay: .seconds(60))),
        onEvent: { _ in })
    loading.appear()
    show("loading", loading)
    loading.disappear()

    let cases: [(String, InMemory__Name__Items)] = [
        ("loaded", InMemory__Name__Items()),
        ("empty", InMemory__Name__Items(items: [])),
        ("failed", InMemory__Name__Items(failure: Fake__Name__Error())),
    ]
    for (heading, items) in cases {
        let screen = __Name__Feature.makeScreen(
            dependencies: Sample__Name__.dependencies(items: items), onEvent: { _ in })
        screen.appear()
        await settle(screen)
        show(heading, screen)
    }
}

await showEveryState()
