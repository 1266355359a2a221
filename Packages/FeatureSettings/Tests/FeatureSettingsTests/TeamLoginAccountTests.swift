import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

/// On a team database the database login is who you are: no switching, creating or signing out
/// (each explains how to connect as someone else), only deleting, which takes the login too.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TeamLoginAccountTests {
    private func teamWorld(current: SettingsAccount? = SampleSettings.ada) -> SettingsWorld {
        SettingsWorld(
            using: [.preferences, .account],
            account: InMemoryAccountService(current: current, mode: .databaseLogin(SampleSettings.teamLogin)))
    }

    @Test func theModeSaysTheLoginDecides() async {
        let model = await teamWorld().loadedSettings()
        #expect(model.accountMode == .databaseLogin(SampleSettings.teamLogin))
        #expect(model.signedInAccount == SampleSettings.ada)
    }

    @Test func switchingSigningOutAndCreatingExplainTheLoginInstead() async {
        // Given (nothing scripted: any question would be reported)
        let world = teamWorld()
        let model = await world.loadedSettings()
        let explanation =
            "You are who your database login is. To be someone else, connect with their login: "
            + "mosaic --postgres postgres://HANDLE@db.example:5432/mosaic"
        // When / Then
        for intent in [
            { await model.switchAccount() }, { await model.signIn(handle: "grace") },
            { await model.signOut() },
            { await model.createProfile() }, { await model.createProfile(handle: "lin", displayName: "Lin") },
        ] as [@MainActor () async -> Void] {
            await intent()
            #expect(model.message == explanation)
        }
        #expect(await world.account.calls == ["currentAccount"])
        #expect(world.events.isEmpty)
    }

    @Test func deletingNamesTheLoginAndSaysItWentToo() async {
        let world = teamWorld()
        world.prompter.textAnswers = ["ada"]
        let model = await world.loadedSettings()
        await model.deleteAccount()
        #expect(
            world.prompter.askedTitles == [
                "Delete Ada Lovelace (@ada), all of its posts and the database login ada for good? Type ada to confirm"
            ])
        #expect(model.message == "Your account and your database login were deleted.")
        #expect(world.events == [.accountDeleted])
    }
}
