/// The error the in-memory fakes throw when told to fail.
public struct FakeFailure: Error, Equatable {
    public init() {}
}

/// Waits the fake's configured latency; cancellation ends the wait with CancellationError.
func simulateLatency(_ latency: Duration) async throws {
    guard latency > .zero else { return }
    try await Task.sleep(for: latency)
}
