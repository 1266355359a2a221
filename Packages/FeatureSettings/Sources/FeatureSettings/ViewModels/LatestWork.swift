/// Runs one piece of work at a time, newest first: starting work cancels the run still in
/// flight, so a second refresh supersedes the first. `run` returns when its own work has ended,
/// and a caller's cancellation (a front end leaving the screen) cancels that work too. Work must
/// check `Task.isCancelled` after each await and then leave the state as it was.
///
/// The work runs on its caller's isolation (the terminal's main actor, a web session's own): it
/// is the view model's, and touches the view model's state as the caller does. The closure
/// given to `run` must have no capture list: Swift 6.3 makes a closure with one (`[weak self]`)
/// `@concurrent`, so the work ran on the global executor beside its owner, and a web session's
/// live channel read a list a load was writing (a node crashed in `Set.count`; found by
/// ThreadSanitizer). It holds its view model only while it runs.
final class LatestWork {
    private var current: Task<Void, Never>?

    init() {}

    /// True while a run is in flight.
    var isRunning: Bool { current != nil }

    func run(isolation: isolated (any Actor)? = #isolation, _ work: @escaping () async -> Void) async {
        current?.cancel()
        guard isolation != nil else {
            // Called from no isolation (nothing owns the model): run in place, uncancellable
            // by a later run rather than beside its caller.
            current = nil
            await work()
            return
        }
        let task = Task {
            _ = isolation
            await work()
        }
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
