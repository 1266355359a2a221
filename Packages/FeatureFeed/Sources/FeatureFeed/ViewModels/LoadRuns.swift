/// A screen's loads, one at a time and newest first (`LatestWork`), each with its number: a load
/// that ends after a newer one began leaves the busy flags to the newer one.
final class LoadRuns {
    private let work = LatestWork()
    /// The number of the newest load begun.
    private(set) var newest = 0

    /// True while a load is in flight.
    var isRunning: Bool { work.isRunning }

    /// Numbers a new load; the caller then `run`s it.
    func begin() -> Int {
        newest += 1
        return newest
    }

    /// True when no load began after `load`.
    func isNewest(_ load: Int) -> Bool { load == newest }

    /// Runs the load's work, cancelling the one in flight (see `LatestWork.run`).
    func run(isolation: isolated (any Actor)? = #isolation, _ load: @escaping () async -> Void) async {
        await work.run(isolation: isolation, load)
    }

    /// Cancels the load in flight; none begun before now counts as the newest.
    func cancel() {
        work.cancel()
        newest += 1
    }
}
