import Testing

@testable import AppCore

@MainActor @Suite(.timeLimit(.minutes(1))) struct ScreenTasksTests {
    @Test func leavingCancelsShownWorkButNotAPersonsAction() async {
        // Given a load and a save both in flight
        let tasks = ScreenTasks()
        let log = Log()
        let gate = Gate()
        tasks.whileShown {
            await gate.wait()
            log.done.append(Task.isCancelled ? "load cancelled" : "load finished")
        }
        tasks.action {
            await gate.wait()
            log.done.append(Task.isCancelled ? "save cancelled" : "save finished")
        }
        await gate.waitUntilWaiting()
        // When the screen goes
        tasks.screenLeft()
        gate.open()
        await tasks.settled()
        // Then
        #expect(log.done.sorted() == ["load cancelled", "save finished"])
    }

    @Test func aTaskThatEndedIsLetGoSoAThousandPagesHoldNothing() async {
        // Given a screen that started a task per page, 1,000 pages deep, all of them ended
        let tasks = ScreenTasks()
        let log = Log()
        for page in 0..<1_000 {
            if page.isMultiple(of: 2) {
                tasks.whileShown { log.done.append("page") }
            } else {
                tasks.action { log.done.append("save") }
            }
        }
        // (not `settled()`, which takes ended tasks out itself)
        let deadline = ContinuousClock.now + .seconds(10)
        while log.done.count < 1_000 || tasks.running > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        #expect(log.done.count == 1_000, "waited 10 s for the thousand tasks to end")
        // Then the screen holds none of them
        #expect(tasks.running == 0)
    }
}
