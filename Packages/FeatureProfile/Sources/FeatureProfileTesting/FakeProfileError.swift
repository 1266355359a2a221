/// The failure every fake throws when told to fail.
public enum FakeProfileError: Error, Equatable {
    case unavailable
}

/// Waits `latency` (honouring cancellation), so tests and the demo can show slow networks.
func simulateLatency(_ latency: Duration) async throws {
    if latency > .zero { try await Task.sleep(for: latency) }
}
