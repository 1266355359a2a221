import FeatureSettings
import Testing

@testable import MosaicShell

/// The Settings feature's place in the shell: flags pushed, a change of account starting over.
@MainActor @Suite struct SettingsInShellTests {
    @Test func settingsOpensTheFlagsScreen() {
        #expect(SettingsEvents.actions(for: .openFlags) == [.push(.flags)])
    }

    @Test(arguments: [SettingsEvent.accountChanged, .signedOut, .accountDeleted])
    func aChangeOfAccountStartsEveryTabOver(event: SettingsEvent) {
        #expect(SettingsEvents.actions(for: event) == [.startOver])
    }

    @Test func startingOverEmptiesEveryTabAndKeepsTheOneShown() async throws {
        // Given the app showing another account's screens
        let scene = ShellScene(
            container: try await AppContainer.preview(),
            navigation: ShellNavigation(
                selectedTab: .settings,
                stacks: [.feed: [.post(1)], .profile: [.profile(2)], .settings: [.flags]]))
        // When
        scene.perform([.startOver], from: SettingsShellFeature())
        // Then
        #expect(scene.navigation == ShellNavigation(selectedTab: .settings))
        #expect(scene.currentScreen?.title == "Settings")
    }
}
