/// Waits until `condition` holds, letting other tasks run meanwhile. At `limit` it reports what
/// it waited for through `report` and throws, so a test fails with a reason instead of hanging or
/// carrying on as if the wait had ended well.
@MainActor public func waitUntil(
    _ what: String,
    limit: Duration = .seconds(10),
    report: (String) -> Void,
    _ condition: @MainActor () async -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    var checks = 0
    while await !condition() {
        guard clock.now < deadline else {
            report("Waited \(limit) for \(what); it never happened")
            throw WaitTimedOut(what: what)
        }
        checks += 1
        // Most waits end within a few turns; after that, stop spinning the shared CPU.
        if checks < 1_000 {
            await Task.yield()
        } else {
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}

/// Thrown by `waitUntil` at its limit.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public let what: String

    public var description: String { "timed out waiting for \(what)" }
}
