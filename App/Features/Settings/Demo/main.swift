// Prints every Settings and Feature flags screen in every state, as the terminal draws them, on
// the in-memory fakes: swift run --package-path App/Features/Settings SettingsDemo
import AppCore
import FeatureSettings
import FeatureSettingsTesting
import SettingsTerminal

@MainActor
func show(_ heading: String, _ screen: some TerminalScreen, width: Int = 60) {
    print("=== \(heading) (\(width) columns) ===")
    for line in screen.plainText(width: width, height: 16) { print(line) }
    print("")
}

@MainActor
func settings(
    _ dependencies: SettingsDependencies = SampleSettings.dependencies(), load: Bool = true
) async -> SettingsScreen {
    let model = SettingsFeature.makeSettingsViewModel(dependencies: dependencies) { _ in }
    if load { await model.appear() }
    return SettingsScreen(model: model)
}

@MainActor
func flags(_ dependencies: SettingsDependencies = SampleSettings.dependencies(), load: Bool = true) async
    -> FlagsScreen
{
    let model = SettingsFeature.makeFlagsViewModel(dependencies: dependencies)
    if load { await model.appear() }
    return FlagsScreen(model: model)
}

show("Settings: loading", await settings(load: false))

let signedIn = await settings()
show("Settings: signed in", signedIn)
show("Settings: signed in", signedIn, width: 30)
print("=== Settings: the help sheet's lines for this screen ===")
for line in signedIn.plainHelp { print(line) }
print("")
_ = signedIn.handle(.end)
show("Settings: the feature flags row selected", signedIn)

show(
    "Settings: nobody signed in",
    await settings(SampleSettings.dependencies(account: InMemoryAccountService(current: nil))))

let team = SampleSettings.dependencies(
    account: InMemoryAccountService(mode: .databaseLogin(SampleSettings.teamLogin)))
show("Settings: a team database (the login is who you are)", await settings(team))
let owner = SampleSettings.dependencies(
    account: InMemoryAccountService(current: nil, mode: .databaseLogin(SampleSettings.teamLogin)))
show("Settings: a team database's owner login, with no profile", await settings(owner))

let unreadable = SettingsPreferencesError.unreadable(
    file: "/home/ada/.config/mosaic/preferences.json", reason: "not valid JSON for this file")
show(
    "Settings: the preferences file cannot be read",
    await settings(
        SampleSettings.dependencies(preferences: InMemorySettingsPreferencesStore(loadFailure: unreadable))))

let readOnly = await settings(
    SampleSettings.dependencies(
        preferences: InMemorySettingsPreferencesStore(
            saveFailure: .readOnly(file: "/home/ada/.config/mosaic/preferences.json"))))
await readOnly.model.toggle(.compactFeed)
show("Settings: a save refused, rolled back", readOnly)

let switching = await settings(
    SampleSettings.dependencies(prompter: ScriptedPrompter(textAnswers: ["grace"])))
await switching.model.switchAccount()
show("Settings: signed in as someone else", switching)

let busy = await settings(SampleSettings.dependencies(account: InMemoryAccountService(actionFailure: .busy)))
await busy.model.signIn(handle: "grace")
show("Settings: the database is busy", busy)

let signingOut = await settings(
    SampleSettings.dependencies(prompter: ScriptedPrompter(confirmAnswers: [true])))
await signingOut.model.signOut()
show("Settings: signed out", signingOut)

let deleting = await settings(SampleSettings.dependencies(prompter: ScriptedPrompter(textAnswers: ["ada"])))
await deleting.model.deleteAccount()
show("Settings: account deleted", deleting)

let creating = await settings()
await creating.model.createProfile(handle: "lin", displayName: "Lin Clark")
show("Settings: a profile created", creating)

show("Feature flags: loading", await flags(load: false))
let list = await flags()
show("Feature flags: a default, and a team value overridden here", list)
show("Feature flags", list, width: 30)
_ = list.handle(.down)
show("Feature flags: an overridden flag selected", list)
print("=== Feature flags: the help sheet's lines for this screen ===")
for line in list.plainHelp { print(line) }
print("")

show(
    "Feature flags: none defined",
    await flags(SampleSettings.dependencies(flags: InMemoryFlagsSource(inherited: []))))
show(
    "Feature flags: the overrides cannot be read",
    await flags(
        SampleSettings.dependencies(
            flags: InMemoryFlagsSource(
                loadFailure: .unreadable(
                    file: "/home/ada/.config/mosaic/preferences.json", reason: "not valid JSON for this file")
            ))))
let refused = await flags(
    SampleSettings.dependencies(
        flags: InMemoryFlagsSource(
            saveFailure: .cannotWrite(
                file: "/home/ada/.config/mosaic/preferences.json", reason: "No space left on device"))))
await refused.model.setFlag("feed.like_counts", to: false)
show("Feature flags: a change refused, rolled back", refused)

// Changes made elsewhere, as they arrive while a screen is shown.

/// Runs `watch` (a view model's `watchChanges`) until `send` has pushed its changes and they
/// are shown (the source is then finished, which ends the watching).
@MainActor
func live(
    _ changes: InMemoryChangesSource, watch: @escaping @MainActor () async -> Void,
    send: @MainActor () async -> Void
) async {
    let watching = Task { await watch() }
    // The task starts listening at its first step; a bounded wait, in case it never does.
    for _ in 0..<10_000 where changes.listeners == 0 { await Task.yield() }
    guard changes.listeners > 0 else {
        print("(the view model did not start listening; this state is not shown)")
        watching.cancel()
        return
    }
    await send()
    changes.finish()
    await watching.value
}

let outageChanges = InMemoryChangesSource()
let outageAccount = InMemoryAccountService()
let outage = await settings(SampleSettings.dependencies(account: outageAccount, changes: outageChanges))
await outageAccount.failLoading(with: .unreachable("db.example:5432"))
await outage.model.refresh()
show("Settings: the team server unreachable (what was shown stays)", outage)

let removedChanges = InMemoryChangesSource()
let removedAccount = InMemoryAccountService()
let removed = await settings(SampleSettings.dependencies(account: removedAccount, changes: removedChanges))
await live(
    removedChanges, watch: { await removed.model.watchChanges() },
    send: {
        await removedAccount.removeElsewhere(id: SampleSettings.ada.id)
        removedChanges.send(.personRemoved(id: SampleSettings.ada.id))
    })
show("Settings: the signed-in person removed elsewhere", removed)

let teamFlagsChanges = InMemoryChangesSource()
let teamFlags = InMemoryFlagsSource()
let flipped = await flags(SampleSettings.dependencies(flags: teamFlags, changes: teamFlagsChanges))
await live(
    teamFlagsChanges, watch: { await flipped.model.watchChanges() },
    send: {
        await teamFlags.setElsewhere("feed.like_counts", to: false)
        teamFlagsChanges.send(.flagsChanged)
    })
show("Feature flags: one turned off for the team by its owner", flipped)

let flagsOutage = InMemoryFlagsSource()
let flagsAway = await flags(SampleSettings.dependencies(flags: flagsOutage))
await flagsOutage.failLoading(with: .unreachable("db.example:5432"))
await flagsAway.model.refresh()
show("Feature flags: the team server unreachable (the list stays)", flagsAway)
