import AppCore
import FeatureSettings
import Foundation
import Infrastructure
import ShellTestSupport
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

    @Test func aSignedOutProfileSendsThePersonToSignInThroughTheRoutes() throws {
        #expect(ProfileEvents.actions(for: .signIn) == [.show(Route("settings", "sign-in"))])
        #expect(try LinkTable().route(parsing: "mosaic://settings/sign-in") == Route("settings", "sign-in"))
    }

    @Test func enterOnASignedOutProfileLandsOnSettingsWithTheQuestionAskedAndNoStaleNews() async throws {
        // Given a person who just signed out in Settings ("Signed out.")
        let scene = ShellScene(
            container: try await AppContainer.preview(), navigation: ShellNavigation(selectedTab: .settings))
        try await waitUntil("Settings to load") { !scene.isBusy }
        _ = scene.handle("o")
        try await waitUntil("the sign-out question") { scene.sheets.isAsking }
        _ = scene.handle("y")
        try await waitUntil("Signed out.") {
            scene.plainLines(width: 100, height: 30).contains { $0.contains("Signed out.") }
        }
        // When they go to their profile and press enter to sign in
        _ = scene.handle("2")
        try await waitUntil("the signed-out profile") {
            scene.plainLines(width: 100, height: 30).joined().contains("sign in")
        }
        _ = scene.handle(.enter)
        // Then Settings is shown with the sign-in question asked, and "Signed out." is gone
        try await waitUntil("the sign-in question") { scene.sheets.isAsking }
        #expect(scene.navigation.selectedTab == .settings)
        let frame = scene.plainLines(width: 100, height: 30).joined(separator: "\n")
        #expect(frame.contains("Sign in as which profile?"))
        #expect(!frame.contains("Signed out."))
        // And answering it signs in, back at Settings' root
        for key in Key.typing("grace") { _ = scene.handle(key) }
        _ = scene.handle(.enter)
        try await waitUntil("signed in") {
            scene.plainLines(width: 100, height: 30).contains { $0.contains("Signed in as Grace Hopper") }
        }
        #expect(scene.navigation == ShellNavigation(selectedTab: .settings))
    }

    @Test func startingOverEmptiesEveryTabAndKeepsTheOneShown() async throws {
        // Given the app showing another account's screens
        let scene = ShellScene(
            container: try await AppContainer.preview(),
            navigation: ShellNavigation(
                selectedTab: .settings,
                stacks: [.feed: [.post(1)], .profile: [.profile(2)], .settings: [.flags]]))
        // When
        scene.perform([.startOver], from: SettingsPlugin())
        // Then
        #expect(scene.navigation == ShellNavigation(selectedTab: .settings))
        #expect(scene.currentScreen?.title == "Settings")
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct ColourSettingTests {
    @Test func withColourOffForTheRunSettingsShowsItOffAndWhy() async throws {
        // Given Colour saved on, and the app started with --no-color
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let configuration = AppConfiguration(
            backend: .sqliteInMemory, paths: XDGPaths(environment: ["HOME": home]), analyticsFile: nil,
            colour: false, colourOffReason: "--no-color")
        let container = try await AppContainer.live(configuration)
        let scene = ShellScene(container: container, navigation: ShellNavigation(selectedTab: .settings))
        try await waitUntil("Settings to load") { !scene.isBusy }
        // Then the row says it is off, and why, never "[x] Colour"
        let frame = scene.plainLines(width: 80, height: 24)
        #expect(frame.contains { $0.contains("[ ] Colour (off: --no-color)") })
        #expect(!frame.contains { $0.contains("[x] Colour") })
        // And toggling it says why nothing changes
        _ = scene.handle(.space)
        try await waitUntil("the reason") {
            scene.plainLines(width: 80, height: 24).contains { $0.contains("nothing was changed") }
        }
        await container.close()
    }

    @Test func turningColourOffInSettingsDrawsWithoutColourAtOnce() async throws {
        // Given Settings, Colour on
        let scene = ShellScene(
            container: try await AppContainer.preview(), navigation: ShellNavigation(selectedTab: .settings))
        try await waitUntil("Settings to load") { !scene.isBusy }
        #expect(scene.usesColour)
        // When the person toggles the first preference, Colour
        _ = scene.handle(.space)
        try await waitUntil("the colour to go") { !scene.usesColour }
        // Then the scene asks the terminal to draw as --no-color does
        #expect(!scene.usesColour)
    }

    @Test func colourOffIsKeptForTheNextLaunch() async throws {
        // Given a saved preference of no colour
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID())").path
        let paths = XDGPaths(environment: ["HOME": home])
        try FilePreferencesStore(paths: paths).save(Preferences(colour: "none"))
        let configuration = AppConfiguration(
            backend: .sqliteInMemory, paths: paths, analyticsFile: nil, colour: true)
        // When the app starts
        let container = try await AppContainer.live(configuration)
        // Then it draws without colour from the first frame
        #expect(!ShellScene(container: container).usesColour)
        await container.close()
        try? FileManager.default.removeItem(atPath: home)
    }
}
