import AppCore
import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import SettingsTerminal

/// Keys to intents on the Settings screen, the footer's hints, and the ".task" rule.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SettingsScreenTests {
    @Test func theFooterOffersTheAccountKeysMostImportantFirst() async {
        let signedIn = await ScreenWorld().loadedSettingsScreen()
        let signedOut = await ScreenWorld(account: InMemoryAccountService(current: nil))
            .loadedSettingsScreen()
        #expect(
            signedIn.plainHints == [
                "space toggle", "s switch account", "o sign out", "c new profile", "D delete account",
                "r refresh",
            ])
        #expect(signedOut.plainHints == ["space toggle", "s sign in", "c new profile", "r refresh"])
    }

    @Test func onATeamDatabaseOnlyDeletingIsOffered() async {
        let team = SettingsAccountMode.databaseLogin(SampleSettings.teamLogin)
        let member = await ScreenWorld(account: InMemoryAccountService(mode: team)).loadedSettingsScreen()
        let owner = await ScreenWorld(account: InMemoryAccountService(current: nil, mode: team))
            .loadedSettingsScreen()
        #expect(member.plainHints == ["space toggle", "D delete account", "r refresh"])
        #expect(owner.plainHints == ["space toggle", "r refresh"])
        #expect(member.plainHelp.contains { $0.hasPrefix("D") && $0.contains("your database login") })
    }

    @Test func onTheFlagsRowEnterOpensThem() async {
        // Given
        let world = ScreenWorld()
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press(.end)
        let spaceUsed = await screen.press(.space)
        let enterUsed = await screen.press(.enter)
        // Then
        #expect(screen.plainHints.first == "enter open")
        #expect(!spaceUsed)
        #expect(enterUsed)
        #expect(world.events == [.openFlags])
    }

    @Test(arguments: [.space, .enter] as [Key])
    func spaceOrEnterTogglesTheSelectedPreference(key: Key) async {
        let world = ScreenWorld()
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press(.down)
        #expect(await screen.press(key))
        #expect(await world.preferences.preferences.compactFeed)
        #expect(screen.plainLines(width: 60, height: 20)[2] == "› [x] Compact feed")
    }

    @Test func sAsksForAHandleAndSignsIn() async {
        let world = ScreenWorld()
        world.prompter.textAnswers = ["grace"]
        let screen = await world.loadedSettingsScreen()
        #expect(await screen.press("s"))
        #expect(screen.plainLines(width: 60, height: 20).first == "✓ Signed in as Grace Hopper (@grace).")
        #expect(world.events == [.accountChanged])
    }

    @Test func cCreatesAProfile() async {
        let world = ScreenWorld()
        world.prompter.textAnswers = ["lin", "Lin Clark"]
        let screen = await world.loadedSettingsScreen()
        #expect(await screen.press("c"))
        #expect(screen.model.signedInAccount?.handle == "lin")
    }

    @Test func oSignsOutAfterConfirming() async {
        let world = ScreenWorld()
        world.prompter.confirmAnswers = [true]
        let screen = await world.loadedSettingsScreen()
        #expect(await screen.press("o"))
        let lines = screen.plainLines(width: 60, height: 20)
        #expect(lines.contains("  Not signed in"))
        #expect(lines.first == "✓ Signed out.")
    }

    @Test func capitalDDeletesAfterTheHandleIsTypedAndLowercaseDDoesNothing() async {
        let world = ScreenWorld()
        world.prompter.textAnswers = ["ada"]
        let screen = await world.loadedSettingsScreen()
        #expect(!screen.handle("d"))
        #expect(await screen.press("D"))
        #expect(screen.plainLines(width: 60, height: 20).first == "✓ Your account was deleted.")
    }

    @Test func rRefreshesALoadedScreen() async {
        let world = ScreenWorld()
        let screen = await world.loadedSettingsScreen()
        await world.account.signInElsewhere(as: SampleSettings.grace)
        #expect(await screen.press("r"))
        #expect(screen.model.signedInAccount == SampleSettings.grace)
    }

    @Test func rRetriesAFailedLoad() async {
        let world = ScreenWorld(account: InMemoryAccountService(loadFailure: .busy))
        let screen = await world.loadedSettingsScreen()
        #expect(screen.plainHints == ["r retry"])
        await world.account.failLoading(with: nil)
        #expect(await screen.press("r"))
        #expect(screen.model.signedInAccount == SampleSettings.ada)
    }

    @Test func theListKeysMoveInsideTheRows() async {
        let screen = await ScreenWorld().loadedSettingsScreen()
        _ = screen.plainLines(width: 30, height: 20)
        _ = await screen.press("k")
        #expect(screen.viewport.selectedIndex == 0)
        _ = await screen.press(.pageDown)
        #expect(screen.viewport.selectedIndex == 3)
        _ = await screen.press(.pageUp)
        #expect(screen.viewport.selectedIndex == 0)
        _ = await screen.press("G")
        #expect(screen.selectedRow == .featureFlags)
        _ = await screen.press(.home)
        #expect(screen.viewport.selectedIndex == 0)
    }

    @Test func leavingCancelsTheLoadButNotThePersonsAction() async {
        // Given a loaded screen whose store now holds every call
        let hold = Hold(open: true)
        let world = ScreenWorld(preferences: InMemorySettingsPreferencesStore(hold: hold))
        let screen = await world.loadedSettingsScreen()
        hold.close()
        // When the person toggles Colour, presses r, and leaves before either ends
        _ = screen.handle(.space)
        _ = screen.handle("r")
        guard await eventually("the save and the reload to start", { hold.waiting == 2 }) else { return }
        screen.disappear()
        guard await eventually("the reload to end", { hold.waiting == 1 }) else { return }
        hold.open()
        await screen.tasks.settled()
        // Then the save still happened
        #expect(await world.preferences.preferences.useColour == false)
        #expect(screen.model.message == nil)
    }

    @Test func everyActionStartedIsAwaitedNotJustTheLast() async {
        // Given a store that holds saves
        let hold = Hold(open: true)
        let world = ScreenWorld(preferences: InMemorySettingsPreferencesStore(hold: hold))
        let screen = await world.loadedSettingsScreen()
        hold.close()
        // When two preferences are toggled one after the other
        _ = screen.handle(.space)
        _ = screen.handle(.down)
        _ = screen.handle(.space)
        hold.open()
        await screen.tasks.settled()
        // Then both saves ended
        #expect(await world.preferences.savedChanges.count == 2)
    }

    @Test func theScreenIsBusyWhileLoadingOrReloading() async {
        let hold = Hold()
        let world = ScreenWorld(account: InMemoryAccountService(hold: hold))
        let screen = world.settingsScreen()
        #expect(screen.isLoading)
        screen.appear()
        hold.open()
        await screen.tasks.settled()
        #expect(!screen.isLoading)
        hold.close()
        _ = screen.handle("r")
        guard await eventually("the reload to start", { hold.waiting == 1 }) else { return }
        #expect(screen.isLoading)
        hold.open()
        await screen.tasks.settled()
        #expect(!screen.isLoading)
    }

    @Test func theTitleIsSettings() {
        #expect(ScreenWorld().settingsScreen().title == "Settings")
    }
}
