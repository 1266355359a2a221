import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

@MainActor @Suite struct AccountTests {
    @Test func switchingToAKnownHandleSignsInAndTellsTheShell() async {
        // Given
        let world = SettingsWorld()
        world.prompter.textAnswers = [" @grace "]
        let screen = await world.loadedSettingsScreen()
        // When
        let used = await screen.press("s")
        // Then
        #expect(used)
        #expect(screen.model.signedInAccount == SampleSettings.grace)
        #expect(screen.model.message == "Signed in as Grace Hopper (@grace).")
        #expect(world.events == [.accountChanged])
    }

    @Test func anUnknownHandleSaysSoAndChangesNothing() async {
        // Given
        let world = SettingsWorld()
        world.prompter.textAnswers = ["nobody"]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("s")
        // Then
        #expect(screen.model.message == "There's no account with the handle @nobody.")
        #expect(screen.model.signedInAccount == SampleSettings.ada)
        #expect(world.events.isEmpty)
    }

    @Test(arguments: [
        ("", HandleInput.Problem.empty), ("   ", .empty), ("@", .empty),
        (String(repeating: "a", count: 31), .tooLong), ("ad a", .invalidCharacters),
        ("ada😀", .invalidCharacters), ("ade\u{301}", .invalidCharacters),
        ("ada\u{1B}[2J", .invalidCharacters),
    ])
    func badHandlesAreRejectedBeforeAskingTheService(typed: String, problem: HandleInput.Problem) async {
        // Given
        let world = SettingsWorld()
        world.prompter.textAnswers = [typed]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("s")
        // Then
        #expect(screen.model.message == problem.message)
        #expect(await world.account.current == SampleSettings.ada)
    }

    @Test func aHandleAtTheLimitIsAccepted() {
        let handle = String(repeating: "a", count: 30)
        #expect(HandleInput.parse(handle) == .success(handle))
        #expect(HandleInput.parse("@Grace_2") == .success("Grace_2"))
    }

    @Test func cancellingTheSwitchPromptDoesNothing() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("s")
        // Then
        #expect(world.prompter.askedTitles.count == 1)
        #expect(screen.model.message == nil)
        #expect(world.events.isEmpty)
    }

    @Test func aFailedSwitchShowsAStableMessage() async {
        // Given
        let world = SettingsWorld(account: InMemoryAccountService(failsActions: true))
        world.prompter.textAnswers = ["grace"]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("s")
        // Then
        #expect(screen.model.message == SettingsViewModel.switchFailedMessage)
        #expect(screen.model.signedInAccount == SampleSettings.ada)
    }

    @Test func signingOutAfterConfirmingClearsTheAccountAndTracksIt() async {
        // Given
        let world = SettingsWorld()
        world.prompter.confirmAnswers = [true]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("o")
        // Then
        #expect(world.prompter.confirmMessages == ["Sign out of @ada?"])
        #expect(screen.model.signedInAccount == nil)
        #expect(screen.render(width: 60, height: 20).contains("  Not signed in"))
        #expect(world.events == [.signedOut])
        #expect(world.eventNames == ["settings.signed_out"])
    }

    @Test func signingOutWhenOptedOutTracksNothing() async {
        // Given
        let optedOut = SettingsPreferences(useColour: false, compactFeed: false, analyticsOptOut: true)
        let world = SettingsWorld(preferences: InMemoryPreferencesStore(preferences: optedOut))
        world.prompter.confirmAnswers = [true]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("o")
        // Then
        #expect(world.events == [.signedOut])
        #expect(world.analytics.events.isEmpty)
    }

    @Test func decliningSignOutKeepsTheAccount() async {
        // Given
        let world = SettingsWorld()
        world.prompter.confirmAnswers = [false]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("o")
        // Then
        #expect(screen.model.signedInAccount == SampleSettings.ada)
        #expect(world.events.isEmpty)
    }

    @Test func aFailedSignOutKeepsTheAccountAndSaysSo() async {
        // Given
        let world = SettingsWorld(account: InMemoryAccountService(failsActions: true))
        world.prompter.confirmAnswers = [true]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("o")
        // Then
        #expect(screen.model.message == SettingsViewModel.signOutFailedMessage)
        #expect(screen.model.signedInAccount == SampleSettings.ada)
        #expect(world.analytics.events.isEmpty)
    }

    @Test(arguments: ["o", "D"])
    func accountActionsWhenSignedOutSayNobodyIsSignedIn(key: String) async {
        // Given
        let world = SettingsWorld(account: InMemoryAccountService(current: nil))
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press(key)
        // Then
        #expect(screen.model.message == SettingsViewModel.notSignedInMessage)
        #expect(world.prompter.askedTitles.isEmpty && world.prompter.confirmMessages.isEmpty)
    }

    @Test(arguments: ["ada", "@ada"])
    func typingTheHandleExactlyDeletesTheAccount(typed: String) async {
        // Given
        let world = SettingsWorld()
        world.prompter.textAnswers = [typed]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("D")
        // Then
        #expect(await world.account.accounts == [SampleSettings.grace])
        #expect(screen.model.signedInAccount == nil)
        #expect(screen.model.message == "Your account was deleted.")
        #expect(world.events == [.accountDeleted])
    }

    @Test(arguments: ["ad", "Ada", " ada", "ada ", "", "grace"])
    func aHandleThatDoesNotMatchDeletesNothing(typed: String) async {
        // Given
        let world = SettingsWorld()
        world.prompter.textAnswers = [typed]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("D")
        // Then
        #expect(screen.model.message == "Handle didn't match; nothing was deleted.")
        #expect(await world.account.accounts == SampleSettings.accounts)
        #expect(world.events.isEmpty)
    }

    @Test func cancellingDeleteDeletesNothing() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("D")
        // Then
        #expect(screen.model.message == "Nothing was deleted.")
        #expect(await world.account.accounts == SampleSettings.accounts)
    }

    @Test func aFailedDeleteKeepsTheAccountAndSaysSo() async {
        // Given
        let world = SettingsWorld(account: InMemoryAccountService(failsActions: true))
        world.prompter.textAnswers = ["ada"]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("D")
        // Then
        #expect(screen.model.message == SettingsViewModel.deleteFailedMessage)
        #expect(screen.model.signedInAccount == SampleSettings.ada)
        #expect(world.events.isEmpty)
    }

    @Test func keyHintsOfferSignOutAndDeleteOnlyWhenSignedIn() async {
        // Given
        let signedIn = await SettingsWorld().loadedSettingsScreen()
        let signedOut = await SettingsWorld(account: InMemoryAccountService(current: nil))
            .loadedSettingsScreen()
        // When / Then
        #expect(
            signedIn.keyHints == [
                "space toggle", "enter open", "s switch account", "c new profile", "o sign out",
                "D delete account", "r refresh",
            ])
        #expect(
            signedOut.keyHints == ["space toggle", "enter open", "s sign in", "c new profile", "r refresh"])
    }

    @Test func lowercaseDIsNotDelete() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        // When / Then
        #expect(!screen.handle(key: "d"))
        #expect(world.prompter.askedTitles.isEmpty)
    }
}
