// Prints every Settings and Feature flags state as plain text, on the in-memory fakes.
import FeatureSettings
import FeatureSettingsTesting

/// Lets the screen's background work run; the fakes answer at once, so a few turns are enough.
@MainActor
func settle(until done: () -> Bool) async {
    for _ in 0..<10_000 where !done() {
        await Task.yield()
    }
}

@MainActor
func show(_ heading: String, _ lines: [String], width: Int) {
    print("=== \(heading) (\(width) columns) ===")
    for line in lines { print(line) }
    print("")
}

@MainActor
func settingsScreen(_ dependencies: SettingsDependencies) async -> SettingsScreen {
    let screen = SettingsFeature.makeSettingsScreen(dependencies: dependencies) { _ in }
    screen.appear()
    await settle { !screen.render(width: 60, height: 20).contains("Loading…") }
    return screen
}

@MainActor
func flagsScreen(_ dependencies: SettingsDependencies) async -> FlagsScreen {
    let screen = SettingsFeature.makeFlagsScreen(dependencies: dependencies) { _ in }
    screen.appear()
    await settle { !screen.render(width: 60, height: 20).contains("Loading…") }
    return screen
}

let loading = SettingsFeature.makeSettingsScreen(dependencies: SampleSettings.dependencies()) { _ in }
loading.appear()
show("Settings: loading", loading.render(width: 60, height: 20), width: 60)
loading.disappear()

let signedIn = await settingsScreen(SampleSettings.dependencies())
show("Settings: loaded, signed in", signedIn.render(width: 60, height: 20), width: 60)
show("Settings: loaded, signed in", signedIn.render(width: 30, height: 20), width: 30)
print("Key hints: \(signedIn.keyHints.joined(separator: " · "))\n")

let signedOut = await settingsScreen(
    SampleSettings.dependencies(account: InMemoryAccountService(current: nil)))
show("Settings: loaded, not signed in", signedOut.render(width: 60, height: 20), width: 60)

let team = await settingsScreen(
    SampleSettings.dependencies(
        account: InMemoryAccountService(mode: .databaseLogin(SampleSettings.teamLogin))))
show("Settings: team database (the login is who you are)", team.render(width: 60, height: 20), width: 60)
print("Key hints: \(team.keyHints.joined(separator: " · "))\n")

let failed = await settingsScreen(
    SampleSettings.dependencies(preferences: InMemoryPreferencesStore(failsLoading: true)))
show("Settings: failed", failed.render(width: 60, height: 20), width: 60)

let rollback = await settingsScreen(
    SampleSettings.dependencies(preferences: InMemoryPreferencesStore(failsSaving: true)))
_ = rollback.handle(key: "down")
_ = rollback.handle(key: "space")
await settle { rollback.render(width: 60, height: 20).contains { $0.hasPrefix("Couldn't") } }
show("Settings: save failed, rolled back", rollback.render(width: 60, height: 20), width: 60)

let flags = await flagsScreen(SampleSettings.dependencies())
show("Feature flags: default, remote and local override", flags.render(width: 60, height: 20), width: 60)
show("Feature flags", flags.render(width: 30, height: 20), width: 30)
print("Key hints: \(flags.keyHints.joined(separator: " · "))\n")

let noFlags = await flagsScreen(SampleSettings.dependencies(flags: InMemoryFlagsSource(inherited: [])))
show("Feature flags: empty", noFlags.render(width: 60, height: 20), width: 60)

let flagsFailed = await flagsScreen(
    SampleSettings.dependencies(flags: InMemoryFlagsSource(failsLoading: true)))
show("Feature flags: failed", flagsFailed.render(width: 60, height: 20), width: 60)
