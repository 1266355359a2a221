import Testing

/// Waits for `condition` on the main actor, failing the test with what it waited for (and
/// throwing, so the test stops there) when `limit` passes; never hangs, never gives up silently.
@MainActor
func waitUntil(
    _ what: String, limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Waited \(limit) for \(what); it never happened", sourceLocation: sourceLocation)
            throw WaitedTooLong()
        }
        try await Task.sleep(for: .milliseconds(1))
    }
}

struct WaitedTooLong: Error {}
