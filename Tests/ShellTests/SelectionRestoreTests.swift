import AppCore
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// A restart restores the row each screen had selected, not only the screens.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SelectionRestoreTests {
    @Test func theFeedsSelectedPostIsSelectedAgainAfterARestart() async throws {
        // Given the feed with its fourth post selected
        let container = try await AppContainer.preview()
        let first = ShellScene(container: container)
        try await waitUntil("the feed loaded") { !first.isBusy }
        for _ in 0..<3 { _ = first.handle("j") }
        let selected = try #require(first.plainLines(width: 100, height: 30).first { $0.hasPrefix("› ") })
        // When the app quits and starts again with what it saved
        let saved = first.selections
        let next = ShellScene(container: container, navigation: first.navigation)
        next.restore(selections: saved)
        try await waitUntil("the feed loaded again") { !next.isBusy }
        // Then the same post is selected
        #expect(next.plainLines(width: 100, height: 30).first { $0.hasPrefix("› ") } == selected)
    }

    @Test func aSettingsRowIsSelectedAgain() async throws {
        let container = try await AppContainer.preview()
        let first = ShellScene(container: container, navigation: ShellNavigation(selectedTab: .settings))
        try await waitUntil("settings loaded") { !first.isBusy }
        _ = first.plainLines(width: 100, height: 30)
        _ = first.handle(.end)
        let selected = try #require(first.plainLines(width: 100, height: 30).first { $0.hasPrefix("› ") })
        let next = ShellScene(container: container, navigation: first.navigation)
        next.restore(selections: first.selections)
        try await waitUntil("settings loaded again") { !next.isBusy }
        #expect(next.plainLines(width: 100, height: 30).first { $0.hasPrefix("› ") } == selected)
    }
}
