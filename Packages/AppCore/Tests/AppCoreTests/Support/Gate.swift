import Testing

/// Holds work at a point until the test opens it, so a test can act while the work waits.
@MainActor final class Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Yields until something waits on the gate, at most 10,000 times, then records an issue
    /// that says what it waited for.
    func waitUntilWaiting() async {
        for _ in 0..<10_000 where waiters.isEmpty { await Task.yield() }
        if waiters.isEmpty { Issue.record("nothing waited on the gate after 10,000 yields") }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
