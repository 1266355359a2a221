import Testing

@testable import MosaicShell

/// Sign-ins for one handle take turns; other handles do not wait for them; a line too long is
/// refused at once.
@Suite(.timeLimit(.minutes(1))) @MainActor struct SignInQueueTests {
    /// What the attempts did, in order, and how many ran at once at most.
    @MainActor final class Record {
        var running = 0
        var most = 0
        var finished: [String] = []

        func attempt(_ name: String) async -> String {
            running += 1
            most = max(most, running)
            try? await Task.sleep(for: .milliseconds(30))
            running -= 1
            finished.append(name)
            return name
        }
    }

    @Test func attemptsForOneHandleRunOneAfterAnotherAndOthersDoNotWait() async {
        let queue = SignInQueue()
        let record = Record()
        let first = Task { await queue.run(for: "ada") { await record.attempt("ada 1") } }
        let second = Task { await queue.run(for: "ada") { await record.attempt("ada 2") } }
        let other = Task { await queue.run(for: "grace") { await record.attempt("grace") } }
        let results = [await first.value, await second.value, await other.value]
        #expect(results == ["ada 1", "ada 2", "grace"])
        #expect(record.finished.filter { $0.hasPrefix("ada") } == ["ada 1", "ada 2"])
        #expect(record.most == 2, "ada's two never ran at once; grace's ran beside them")
    }

    @Test func aLineTooLongIsRefusedAtOnce() async {
        let queue = SignInQueue()
        let record = Record()
        let attempts = (0..<(SignInQueue.waitingLimit + 2)).map { index in
            Task { await queue.run(for: "ada") { await record.attempt("guess \(index)") } }
        }
        var answers: [String?] = []
        for attempt in attempts { answers.append(await attempt.value) }
        #expect(answers.compactMap { $0 }.count == SignInQueue.waitingLimit)
        #expect(answers.filter { $0 == nil }.count == 2)
        #expect(record.most == 1)
    }
}
