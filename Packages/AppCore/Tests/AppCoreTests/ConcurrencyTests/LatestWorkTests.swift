import Testing

@testable import AppCore

@MainActor @Suite(.timeLimit(.minutes(1))) struct LatestWorkTests {
    @Test func newWorkCancelsTheRunInFlight() async {
        // Given a first run waiting on a gate
        let work = LatestWork()
        let log = Log()
        let gate = Gate()
        let first = Task {
            await work.run {
                await gate.wait()
                log.done.append(Task.isCancelled ? "first cancelled" : "first finished")
            }
        }
        await gate.waitUntilWaiting()
        // When a second run starts
        await work.run { log.done.append("second finished") }
        gate.open()
        await first.value
        // Then the first saw its cancellation and the second ran to its end
        #expect(log.done == ["second finished", "first cancelled"])
        #expect(!work.isRunning)
    }

    @Test func theCallersCancellationReachesTheWork() async {
        let work = LatestWork()
        let log = Log()
        let gate = Gate()
        let caller = Task {
            await work.run {
                await gate.wait()
                log.done.append(Task.isCancelled ? "cancelled" : "finished")
            }
        }
        await gate.waitUntilWaiting()
        caller.cancel()
        gate.open()
        await caller.value
        #expect(log.done == ["cancelled"])
    }
}

/// A gate a test opens by hand; `waitUntilWaiting` gives up (and records it) after 10,000 yields.
@MainActor final class Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func waitUntilWaiting() async {
        for _ in 0..<10_000 where waiters.isEmpty { await Task.yield() }
        if waiters.isEmpty { Issue.record("nothing waited on the gate") }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
