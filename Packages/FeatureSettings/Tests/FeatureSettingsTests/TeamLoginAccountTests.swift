import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

/// On a team database the database login is who you are: the account section says so, shows
/// how to connect as someone else, and offers no switching, creating or signing out.
@MainActor @Suite struct TeamLoginAccountTests {
    private func teamWorld(current: SettingsAccount? = SampleSettings.ada) -> SettingsWorld {
        SettingsWorld(
            account: InMemoryAccountService(current: current, mode: .databaseLogin(SampleSettings.teamLogin)))
    }

    @Test func theAccountSectionSaysWhoYouAreAndHowToBeSomeoneElse() async {
        // Given
        let screen = await teamWorld().loadedSettingsScreen()
        // When
        let text = screen.render(width: 200, height: 30).joined(separator: "\n")
        // Then
        #expect(text.contains("Ada Lovelace (@ada)"))
        #expect(text.contains("database login ada on db.example:5432/mosaic"))
        #expect(text.contains("mosaic --postgres"))
        #expect(text.contains("postgres://HANDLE@db.example:5432/mosaic"))
        #expect(fits(screen.render(width: 30, height: 30), width: 30, height: 30))
    }

    @Test func onlyDeletingIsOffered() async {
        let signedIn = await teamWorld().loadedSettingsScreen()
        let owner = await teamWorld(current: nil).loadedSettingsScreen()
        #expect(signedIn.keyHints == ["space toggle", "enter open", "D delete account", "r refresh"])
        #expect(owner.keyHints == ["space toggle", "enter open", "r refresh"])
    }

    @Test(arguments: ["s", "o", "c"])
    func switchingSigningOutAndCreatingExplainTheLoginInstead(key: String) async {
        // Given
        let world = teamWorld()
        world.prompter.textAnswers = ["grace", "Grace"]
        world.prompter.confirmAnswers = [true]
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press(key)
        // Then nothing was asked and nobody else is signed in
        #expect(world.prompter.askedTitles.isEmpty && world.prompter.confirmMessages.isEmpty)
        #expect(await world.account.current == SampleSettings.ada)
        #expect(screen.model.message?.contains("connect with their login") == true)
        #expect(world.events.isEmpty)
    }

    @Test func deletingSaysTheLoginGoesToo() async {
        let world = teamWorld()
        world.prompter.textAnswers = ["ada"]
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("D")
        #expect(world.prompter.askedTitles.first?.contains("your account and your database login") == true)
        #expect(screen.model.message == "Your account and your database login were deleted.")
        #expect(world.events == [.accountDeleted])
    }
}
