/// Runs one piece of work at a time, newest first: starting work cancels the run still in
/// flight, so a second refresh supersedes the first. `run` returns when its own work has ended,
/// and a caller's cancellation (a front end leaving the screen) cancels that work too. Work must
/// check `Task.isCancelled` after each await and then leave the state as it was.
@MainActor
final class LatestWork {
    private var current: Task<Void, Never>?

    init() {}

    /// True while a run is in flight.
    var isRunning: Bool { current != nil }

    func run(_ work: @escaping @MainActor () async -> Void) async {
        current?.cancel()
        let task = Task { await work() }
        current = task
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        if current == task { current = nil }
    }

    /// Cancels the run in flight, if any.
    func cancel() {
        current?.cancel()
        current = nil
    }
}
