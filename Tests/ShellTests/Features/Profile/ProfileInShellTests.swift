import FeatureProfile
import Testing

@testable import MosaicShell

/// The Profile feature's place in the shell: both its events lead into other features.
@MainActor @Suite struct ProfileInShellTests {
    @Test func openingAPostFromAProfilePushesThePost() {
        #expect(ProfileEvents.actions(for: .openPost(id: 2)) == [.push(.post(2))])
    }

    @Test func signingInFromAProfileShowsSettingsAskingWhoToSignInAs() {
        #expect(ProfileEvents.actions(for: .signIn) == [.show(Route("settings", "sign-in"))])
    }

    @Test func showingARouteSelectsItsFeaturesTab() async throws {
        // Given
        let scene = ShellScene(container: try await AppContainer.preview())
        // When the profile asks to sign in
        scene.perform(ProfileEvents.actions(for: .signIn), from: ProfilePlugin())
        // Then Settings is shown, its sign-in screen on its root (esc goes back to the root)
        #expect(
            scene.navigation
                == ShellNavigation(
                    selectedTab: .settings, stacks: [.settings: [Route("settings", "sign-in")]]))
        #expect(scene.currentScreen?.title == "Settings")
    }
}
