/// Runs each piece of work at once, all on the caller's isolation (a web session's own, the
/// terminal's main actor), and returns when every one has ended; cancelling the caller cancels
/// them all. What a task group does, for work that touches its owner's state (a page's view
/// model and the marks beside it), which a group's child tasks, running elsewhere, may not.
public func together(
    isolation: isolated (any Actor)? = #isolation, _ works: [nonisolated(nonsending) () async -> Void]
) async {
    guard isolation != nil else {
        // Nothing owns the work: one after another, in place.
        for work in works { await work() }
        return
    }
    // Each work is `nonisolated(nonsending)`: called from a task isolated to the caller, it runs
    // there. (A plain `() async -> Void`, in this package, ran on the global executor, beside
    // the owner: a page's view model changed from two threads at once, and a node crashed.)
    let tasks = works.map { work in
        Task {
            _ = isolation
            await work()
        }
    }
    await withTaskCancellationHandler {
        for task in tasks { await task.value }
    } onCancel: {
        for task in tasks { task.cancel() }
    }
}
