import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

/// Creating a profile on this device's own database, then being signed in as it.
@MainActor @Suite struct NewProfileTests {
    @Test func aNewProfileIsCreatedAndSignedIn() async {
        // Given
        let world = SettingsWorld()
        world.prompter.textAnswers = ["@lin", "  Lin Clark "]
        let screen = await world.loadedSettingsScreen()
        // When
        let used = await screen.press("c")
        // Then
        #expect(used)
        #expect(screen.model.signedInAccount?.handle == "lin")
        #expect(screen.model.signedInAccount?.displayName == "Lin Clark")
        #expect(await world.account.current?.handle == "lin")
        #expect(screen.model.message == "Created Lin Clark (@lin); you're signed in as them.")
        #expect(world.events == [.accountChanged])
        #expect(world.eventNames == ["settings.profile_created"])
    }

    @Test func aNewProfileCanBeCreatedWhileSignedOut() async {
        let world = SettingsWorld(account: InMemoryAccountService(current: nil))
        world.prompter.textAnswers = ["lin", "Lin"]
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("c")
        #expect(screen.model.signedInAccount?.handle == "lin")
    }

    @Test func aTakenHandleSaysSoAndCreatesNothing() async {
        let world = SettingsWorld()
        world.prompter.textAnswers = ["grace", "Another Grace"]
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("c")
        #expect(screen.model.message == "The handle @grace is taken; choose another.")
        #expect(await world.account.accounts == SampleSettings.accounts)
        #expect(screen.model.signedInAccount == SampleSettings.ada)
        #expect(world.events.isEmpty)
    }

    @Test(arguments: [
        ("Lin", HandleInput.Problem.notLowercase), ("", .empty), ("l n", .invalidCharacters),
        (String(repeating: "l", count: 31), .tooLong),
    ])
    func aBadHandleIsRefusedBeforeAskingForAName(typed: String, problem: HandleInput.Problem) async {
        let world = SettingsWorld()
        world.prompter.textAnswers = [typed, "Never asked"]
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("c")
        #expect(screen.model.message == problem.message)
        #expect(world.prompter.askedTitles.count == 1)
        #expect(await world.account.accounts == SampleSettings.accounts)
    }

    @Test(arguments: ["", "   ", String(repeating: "n", count: 61)])
    func aMissingOrOverlongDisplayNameCreatesNothing(name: String) async {
        let world = SettingsWorld()
        world.prompter.textAnswers = ["lin", name]
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("c")
        #expect(screen.model.message?.hasSuffix("no profile was created.") == true)
        #expect(await world.account.accounts == SampleSettings.accounts)
    }

    @Test func cancellingEitherQuestionCreatesNothing() async {
        let world = SettingsWorld()
        world.prompter.textAnswers = ["lin", nil]
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("c")
        #expect(screen.model.message == "No profile was created.")
        #expect(await world.account.accounts == SampleSettings.accounts)
    }

    @Test func aFailedCreateSaysSoAndKeepsWhoWasSignedIn() async {
        let world = SettingsWorld(account: InMemoryAccountService(failsActions: true))
        world.prompter.textAnswers = ["lin", "Lin"]
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("c")
        #expect(screen.model.message == SettingsViewModel.createFailedMessage)
        #expect(screen.model.signedInAccount == SampleSettings.ada)
    }
}
