import Testing

/// The one wait of the shell's tests: until `condition` holds, looking every 10 ms (every test of
/// the bundle waits on the one main actor: looking more often only slows the others). At
/// `limit` it records an issue naming what it waited for and throws, so the test stops there
/// instead of hanging or failing later on something unrelated.
@MainActor
public func waitUntil(
    _ what: String, limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Waited \(limit) for \(what); it never happened", sourceLocation: sourceLocation)
            throw WaitedTooLong(what: what)
        }
        try await Task.sleep(for: .milliseconds(10))
    }
}

/// Thrown by `waitUntil` at its limit.
public struct WaitedTooLong: Error, CustomStringConvertible {
    public let what: String
    public var description: String { "waited too long for \(what)" }
}
