import Testing

@testable import MosaicShell

/// Waits for the feed's screens in a scene, failing the test with what it waited for (instead
/// of carrying on, or hanging) when the limit passes.
@MainActor enum FeedSceneWaiting {
    static func until(
        _ what: String, limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: () -> Bool
    ) async throws {
        try await waitUntil(what, limit: limit, sourceLocation: sourceLocation, condition)
    }

    /// Until the screen on show has its data.
    static func settled(_ scene: ShellScene) async throws {
        try await until("the screen to load") { !scene.isBusy }
    }

    /// Until the scene shows a question (a prompt or a confirmation).
    static func asking(_ scene: ShellScene) async throws {
        try await until("a question") { scene.sheets.isAsking }
    }
}
