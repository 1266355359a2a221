import FeatureProfile
import Testing

@testable import MosaicShell

/// The Profile feature's place in the shell: both its events lead into other features.
@MainActor @Suite struct ProfileInShellTests {
    @Test func openingAPostFromAProfilePushesThePost() {
        #expect(ProfileEvents.actions(for: .openPost(id: 2)) == [.push(.post(2))])
    }

    @Test func signingInFromAProfileShowsSettings() {
        #expect(ProfileEvents.actions(for: .signIn) == [.show(.settings)])
    }

    @Test func showingARouteSelectsItsFeaturesTab() async throws {
        // Given
        let scene = ShellScene(container: try await AppContainer.preview())
        // When the profile asks to sign in
        scene.perform(ProfileEvents.actions(for: .signIn), from: ProfilePlugin())
        // Then Settings is shown at its root
        #expect(scene.navigation == ShellNavigation(selectedTab: .settings))
    }
}
