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
}
