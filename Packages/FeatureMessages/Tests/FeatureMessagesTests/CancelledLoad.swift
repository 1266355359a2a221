/// Runs `load` in a task that is cancelled before it starts, as a web request past its budget
/// is: every answer the load waits for comes after the cancellation.
@MainActor
func loadCancelledBeforeItsAnswer(_ load: @escaping @MainActor () async -> Void) async {
    await Task { @MainActor in
        withUnsafeCurrentTask { $0?.cancel() }
        await load()
    }.value
}
