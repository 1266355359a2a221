import AppCore
import FeatureSettings
import Foundation
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// Settings in the running shell, on the preview container's SQLite: every key the screen
/// handles is in the footer or the help, and each account action says what it did, even though
/// a change of account starts every tab over.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SettingsKeysInShellTests {
    private func settingsScene() async throws -> ShellScene {
        let scene = ShellScene(
            container: try await AppContainer.preview(), navigation: ShellNavigation(selectedTab: .settings))
        try await waitUntil("Settings to load") { !scene.isBusy }
        return scene
    }

    private func type(_ text: String, into scene: ShellScene) {
        for key in Key.typing(text) { _ = scene.handle(key) }
        _ = scene.handle(.enter)
    }

    private func waitToSay(_ text: String, in scene: ShellScene) async throws {
        try await waitUntil("Settings to say \"\(text)\"") {
            scene.plainLines(width: 100, height: 30).contains { $0.contains(text) }
        }
    }

    @Test func theFooterAt80ColumnsShowsTheMostImportantKeys() async throws {
        let scene = try await settingsScene()
        let footer = scene.plainLines(width: 80, height: 24).last ?? ""
        #expect(footer == "space toggle · s switch account · o sign out · c new profile · ? help · q quit")
        let wide = scene.plainLines(width: 120, height: 24).last ?? ""
        #expect(wide.contains("D delete account · r refresh"))
    }

    @Test func theHelpListsEveryAccountKey() async throws {
        let scene = try await settingsScene()
        _ = scene.handle("?")
        let help = scene.plainLines(width: 100, height: 40).joined(separator: "\n")
        for key in ["space ", "enter ", "s ", "o ", "c ", "D ", "r ", "j/k ", "pgdn/pgup ", "home/end "] {
            #expect(help.contains("│ " + key) || help.contains(key), "\(key) is missing from the help")
        }
        #expect(help.contains("sign out of @ada (asks first)"))
        #expect(help.contains("delete @ada and its posts (type the handle"))
    }

    @Test func switchingAccountSaysWhoIsSignedInAfterStartingOver() async throws {
        // Given
        let scene = try await settingsScene()
        // When the person presses s and types grace
        _ = scene.handle("s")
        try await waitUntil("the handle question") { scene.sheets.isAsking }
        type("grace", into: scene)
        // Then every tab started over, and Settings says who is signed in now
        try await waitToSay("Signed in as Grace Hopper (@grace).", in: scene)
        #expect(scene.plainLines(width: 100, height: 30).contains { $0 == "  Grace Hopper (@grace)" })
        #expect(scene.navigation == ShellNavigation(selectedTab: .settings))
    }

    @Test func signingOutSaysSo() async throws {
        let scene = try await settingsScene()
        _ = scene.handle("o")
        try await waitUntil("the sign-out question") { scene.sheets.isAsking }
        #expect(
            scene.plainLines(width: 100, height: 30).joined().contains("Sign out of Ada Lovelace (@ada)?"))
        _ = scene.handle("y")
        try await waitToSay("Signed out.", in: scene)
        #expect(scene.plainLines(width: 100, height: 30).contains { $0 == "  Not signed in" })
    }

    @Test func theDeleteQuestionNamesTheAccountWholeAndDeletingSaysSo() async throws {
        // Given
        let scene = try await settingsScene()
        // When
        _ = scene.handle("D")
        try await waitUntil("the delete question") { scene.sheets.isAsking }
        // Then the sheet's title names the account, wrapped rather than cut, at 100 columns
        let sheet = scene.plainLines(width: 100, height: 30).joined(separator: " ")
        for words in ["Delete Ada Lovelace (@ada)", "all of its posts", "for good?", "Type ada to confirm"] {
            #expect(
                sheet.replacingOccurrences(of: "│", with: " ").split(separator: " ").joined(separator: " ")
                    .contains(words), "\(words) is not in the sheet")
        }
        type("ada", into: scene)
        try await waitToSay("Your account was deleted.", in: scene)
    }

    @Test func creatingAProfileSaysSo() async throws {
        let scene = try await settingsScene()
        _ = scene.handle("c")
        try await waitUntil("the handle question") { scene.sheets.isAsking }
        type("lin", into: scene)
        try await waitUntil("the name question") { scene.sheets.isAsking }
        for key in Key.typing("Lin") { _ = scene.handle(key) }
        _ = scene.handle(.enter)
        try await waitToSay("Created Lin (@lin); you're signed in as them.", in: scene)
    }

    @Test func theFlagsScreenListsExactlyTheFlagsTheAppsFeaturesRead() async throws {
        let scene = ShellScene(
            container: try await AppContainer.preview(),
            navigation: ShellNavigation(selectedTab: .settings, stacks: [.settings: [.flags]]))
        try await waitUntil("the flags to load") { !scene.isBusy }
        let text = scene.plainLines(width: 100, height: 30).joined(separator: "\n")
        let names = FeatureCatalog.app.flagDefinitions.map(\.name)
        #expect(!names.isEmpty)
        for name in names { #expect(text.contains(name + "  ")) }
        let listed = scene.plainLines(width: 100, height: 30).filter {
            $0.contains(" · default") || $0.contains(" · remote") || $0.contains(" · local override")
        }
        #expect(listed.count == names.count)
    }
}
