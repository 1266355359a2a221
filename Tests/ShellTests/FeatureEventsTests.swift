import FeatureProfile
import FeatureSettings
import Testing

@testable import MosaicShell

@Suite struct FeatureEventsTests {
    @Test func openingAPostFromAProfilePushesThePost() {
        #expect(ProfileEvents.actions(for: .openPost(id: 2)) == [.push(.post(2))])
    }

    @Test func signingInFromAProfileShowsSettings() {
        #expect(ProfileEvents.actions(for: .signIn) == [.show(.settings)])
    }

    @Test func settingsOpensTheFlagsScreen() {
        #expect(SettingsEvents.actions(for: .openFlags) == [.push(.flags)])
    }

    @Test(arguments: [SettingsEvent.accountChanged, .signedOut, .accountDeleted])
    func aChangeOfAccountStartsEveryTabOver(event: SettingsEvent) {
        #expect(SettingsEvents.actions(for: event) == [.startOver])
    }

    @MainActor @Test func startingOverEmptiesEveryTabAndKeepsTheOneShown() async throws {
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

    @MainActor @Test func showingARouteSelectsItsFeaturesTab() async throws {
        // Given
        let scene = ShellScene(container: try await AppContainer.preview())
        // When the profile asks to sign in
        scene.perform(ProfileEvents.actions(for: .signIn), from: ProfileShellFeature())
        // Then Settings is shown at its root
        #expect(scene.navigation == ShellNavigation(selectedTab: .settings))
    }
}
