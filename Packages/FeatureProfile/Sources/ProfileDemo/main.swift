// Prints the profile screen in every state, on the in-memory fakes, as plain text.
import FeatureProfile
import FeatureProfileTesting

@MainActor func show(_ caption: String, _ screen: ProfileScreen, width: Int = 60, height: Int = 16) {
    print("=== \(caption) (\(width) columns) title: \(screen.title) hints: \(screen.keyHints)")
    print(String(repeating: "-", count: width))
    for line in screen.render(width: width, height: height) { print(line) }
    print(String(repeating: "-", count: width))
    print()
}

/// Waits, at most three seconds, until `done` says the screen shows what the caption needs.
@MainActor func settle(_ screen: ProfileScreen, until done: (ProfileScreen) -> Bool) async {
    for _ in 0..<300 where !done(screen) {
        try? await Task.sleep(for: .milliseconds(10))
    }
}

@MainActor func loadedScreen(
    _ subject: ProfileSubject, _ world: FakeProfileWorld = FakeProfileWorld()
) async -> ProfileScreen {
    let screen = ProfileFeature.makeProfileScreen(subject: subject, dependencies: world.dependencies) {
        event in
        print("event: \(event)")
    }
    screen.appear()
    await settle(screen) { $0.render(width: 60, height: 2).first != "Loading\u{2026}" }
    return screen
}

let slowWorld = FakeProfileWorld(people: FakeProfilePeople(latency: .seconds(30)))
let loading = ProfileFeature.makeProfileScreen(subject: .me, dependencies: slowWorld.dependencies) { _ in }
loading.appear()
show("loading", loading)
loading.disappear()

show("loaded, own", await loadedScreen(.me))
show("loaded, someone else", await loadedScreen(.person(id: SampleProfile.grace.id)))
show("empty posts", await loadedScreen(.person(id: SampleProfile.linus.id)))
show("failed", await loadedScreen(.me, FakeProfileWorld(people: FakeProfilePeople(failsLoading: true))))
show("signed out", await loadedScreen(.me, FakeProfileWorld(signedInUserID: nil)))
show("not found", await loadedScreen(.person(id: SampleProfile.missingPersonID)))

let failingSave = FakeProfileWorld(
    people: FakeProfilePeople(failsSaving: true),
    prompt: FakeProfilePrompt(textAnswers: ["A bio that won't save"]))
let rollback = await loadedScreen(.me, failingSave)
_ = rollback.handle(key: "e")
await settle(rollback) { $0.render(width: 60, height: 16).contains { $0.hasPrefix("! ") } }
show("bio rollback message", rollback)

show("loaded, own, narrow", await loadedScreen(.me), width: 30, height: 12)
