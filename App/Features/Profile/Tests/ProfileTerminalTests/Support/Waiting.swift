import AppCore
import Testing

/// Why a wait ended without what it waited for.
struct GaveUpWaiting: Error, CustomStringConvertible {
    let description: String
}

/// Waits until `condition` holds, giving up after `limit` (looking every millisecond). Giving up
/// records an issue naming what was awaited and throws, so the test stops there instead of
/// hanging or failing later on something unrelated.
@MainActor func eventually(
    _ what: String, within limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () async -> Bool
) async throws {
    let deadline = ContinuousClock.now + limit
    while await !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Gave up waiting for \(what) after \(limit)", sourceLocation: sourceLocation)
            throw GaveUpWaiting(description: what)
        }
        try? await Task.sleep(for: .milliseconds(1))
    }
}
