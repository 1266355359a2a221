import Testing

/// Waits for `condition`, failing the test with what it waited for (and throwing, so the test
/// stops) when `limit` passes.
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
        try await Task.sleep(for: .milliseconds(5))
    }
}

struct WaitedTooLong: Error {}
