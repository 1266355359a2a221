import Testing

@testable import MosaicShell

/// Waits for the feed's screens in a scene, failing the test with what it waited for (instead
/// of carrying on, or hanging) when the limit passes.
@MainActor enum FeedSceneWaiting {
    static func until(
        _ what: String, limit: Duration = .seconds(10), _ condition: () -> Bool
    ) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var checks = 0
        while !condition() {
            guard clock.now < deadline else {
                Issue.record("Waited \(limit) for \(what); it never happened")
                throw FeedSceneTimedOut()
            }
            checks += 1
            if checks < 1_000 {
                await Task.yield()
            } else {
                try await Task.sleep(for: .milliseconds(2))
            }
        }
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

struct FeedSceneTimedOut: Error {}
