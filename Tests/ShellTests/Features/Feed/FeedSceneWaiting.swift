import ShellTestSupport
import Testing

@testable import MosaicShell

/// The two waits the feed's shell tests share, through the shell tests' one `waitUntil`.
@MainActor enum FeedSceneWaiting {
    /// Until the screen on show has its data.
    static func settled(_ scene: ShellScene) async throws {
        try await waitUntil("the screen to load") { !scene.isBusy }
    }

    /// Until the scene shows a question (a prompt or a confirmation).
    static func asking(_ scene: ShellScene) async throws {
        try await waitUntil("a question") { scene.sheets.isAsking }
    }
}
