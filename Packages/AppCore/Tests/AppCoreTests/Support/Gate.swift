import Testing

/// Holds work at a point until the test opens it, so a test can act while the work waits.
@MainActor final class Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Waits until something waits on the gate, for at most 10 s, then records an issue that
    /// says what it waited for.
    func waitUntilWaiting() async {
        let deadline = ContinuousClock.now + .seconds(10)
        while waiters.isEmpty, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
        if waiters.isEmpty { Issue.record("Waited 10 s for work to wait on the gate; none did") }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
