import NIOConcurrencyHelpers
import ShellTestSupport
import Testing

@testable import MosaicShell

/// A team node asks the database about a session once for all the requests of that session that
/// came while it asked, and never answers a request with a check that began before it came.
@Suite(.timeLimit(.minutes(1))) @MainActor struct SessionCheckLineTests {
    /// A check held until the test lets it go, counting how many began.
    final class HeldChecks: Sendable {
        private let state = NIOLockedValueBox((began: 0, released: 0))
        var began: Int { state.withLockedValue { $0.began } }

        func release() { state.withLockedValue { $0.released += 1 } }

        /// The check: its answer is its own number (the first says false, every later one true),
        /// given once the test released it.
        func check() async -> Bool {
            let number = state.withLockedValue { state -> Int in
                state.began += 1
                return state.began
            }
            while state.withLockedValue({ $0.released < number }) {
                try? await Task.sleep(for: .milliseconds(5))
            }
            return number > 1
        }

        /// A check that answers, once released, whether it ran to its end uncancelled (a check
        /// cancelled on its way answers as an outage does: nothing ended).
        func checkToItsEnd() async -> Bool {
            let number = state.withLockedValue { state -> Int in
                state.began += 1
                return state.began
            }
            while state.withLockedValue({ $0.released < number }) {
                if Task.isCancelled {
                    await Task.yield()
                } else {
                    try? await Task.sleep(for: .milliseconds(5))
                }
            }
            return !Task.isCancelled
        }
    }

    @Test func requestsThatCameDuringACheckShareTheNextOneAndNotTheOneTheyFoundRunning() async throws {
        let line = SessionCheckLine()
        let checks = HeldChecks()
        // Given a request whose check is under way
        async let first = line.answer(for: "ada") { await checks.check() }
        try await waitUntil("the first check to begin") { checks.began == 1 }
        // When three more of the same session come meanwhile
        async let second = line.answer(for: "ada") { await checks.check() }
        async let third = line.answer(for: "ada") { await checks.check() }
        async let fourth = line.answer(for: "ada") { await checks.check() }
        try await waitUntil("three requests to wait") { line.waitingCount(for: "ada") == 3 }
        #expect(checks.began == 1)
        checks.release()
        // Then the first gets its own check's answer, and the three one check begun after it
        #expect(await first == false)
        try await waitUntil("the second check to begin") { checks.began == 2 }
        checks.release()
        #expect(await [second, third, fourth] == [true, true, true])
        #expect(checks.began == 2)
        #expect(line.waitingCount(for: "ada") == 0)
    }

    @Test func aLeaderThatGoesAwayDoesNotCancelTheCheckTheOthersWaitFor() async throws {
        let line = SessionCheckLine()
        let checks = HeldChecks()
        // Given a check under way, and two requests come meanwhile: the first will lead the next
        async let first = line.answer(for: "ada") { await checks.checkToItsEnd() }
        try await waitUntil("the first check to begin") { checks.began == 1 }
        let leader = Task { await line.answer(for: "ada") { await checks.checkToItsEnd() } }
        try await waitUntil("the leader to wait") { line.waitingCount(for: "ada") == 1 }
        async let other = line.answer(for: "ada") { await checks.checkToItsEnd() }
        try await waitUntil("the other to wait") { line.waitingCount(for: "ada") == 2 }
        // When the leader's request goes away (its browser closed the connection)
        leader.cancel()
        checks.release()
        #expect(await first == true)
        try await waitUntil("the next check to begin") { checks.began == 2 }
        checks.release()
        // Then the check the other waited for still ran to its end
        #expect(await other == true)
        #expect(await leader.value == true)
    }

    @Test func requestsOneAfterAnotherEachHaveTheirOwnCheck() async {
        let line = SessionCheckLine()
        let checks = HeldChecks()
        for _ in 1...3 { checks.release() }
        #expect(await line.answer(for: "ada") { await checks.check() } == false)
        #expect(await line.answer(for: "ada") { await checks.check() } == true)
        #expect(await line.answer(for: "ada") { await checks.check() } == true)
        #expect(checks.began == 3)
    }

    @Test func anotherSessionsRequestDoesNotWaitForThisOnesCheck() async throws {
        let line = SessionCheckLine()
        let held = HeldChecks()
        async let ada = line.answer(for: "ada") { await held.check() }
        try await waitUntil("Ada's check to begin") { held.began == 1 }
        // Grace's check runs beside Ada's, still held.
        #expect(await line.answer(for: "grace") { true } == true)
        #expect(held.began == 1)
        held.release()
        #expect(await ada == false)
    }
}
