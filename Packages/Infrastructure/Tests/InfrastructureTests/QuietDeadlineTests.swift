import Testing

@testable import Infrastructure

/// A read on the change listener's connection is given up only after the connection has said
/// nothing for its limit, not after the limit counted from the read's start: its answer can wait
/// behind many notifications (a flood of forged ones), and a connection delivering them is alive.
@Suite("A deadline counted from the last thing heard", .timeLimit(.minutes(1)))
struct QuietDeadlineTests {
    struct Silent: Error {}

    @Test func workThatOutlivesItsLimitWhileTheSourceSpeaksIsAnswered() async throws {
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        // The source speaks at every check (heard "now"), so however slow the machine, the
        // limit of 50 ms never passes in silence; the work ends only when the test has waited
        // several times that limit.
        let work: @Sendable () async throws -> String = {
            for await _ in gate { break }
            return "answered"
        }
        let answer = Task {
            try await Deadline.run(
                quietFor: .milliseconds(50), lastHeard: { ContinuousClock.now }, onTimeout: { Silent() }, work
            )
        }
        try await Task.sleep(for: .milliseconds(500))
        open.yield()
        #expect(try await answer.value == "answered")
    }

    @Test func workWhoseSourceSaysNothingIsGivenUp() async throws {
        let long = ContinuousClock.now - .seconds(3600)
        // Never answers by itself: only the deadline ends it.
        let work: @Sendable () async throws -> Int = {
            try await Task.sleep(for: .seconds(3600))
            return 0
        }
        await #expect(throws: Silent.self) {
            try await Deadline.run(
                quietFor: .milliseconds(200), lastHeard: { long }, onTimeout: { Silent() }, work)
        }
    }

    @Test func theLimitCountsFromTheStartWhenNothingWasHeardSince() async throws {
        // Heard long ago, then a read starts: it still has its whole limit (it is given up
        // after it, not at once).
        let long = ContinuousClock.now - .seconds(3600)
        let work: @Sendable () async throws -> Int = { 7 }
        let value = try await Deadline.run(
            quietFor: .seconds(60), lastHeard: { long }, onTimeout: { Silent() }, work)
        #expect(value == 7)
    }
}
