/// How long one request may take, from its head to its answer (a live channel's long answer
/// aside, which only opens within it): past it the work is cancelled (a query in SQLite is
/// interrupted; the view model's loads see the cancellation and leave their state as it was)
/// and the person gets a Mosaic page that says so (`RequestBudgetMiddleware`). Its parsing is
/// bounded apart: every text a person sends is read within caps (`RequestCaps`).
struct RequestBudget: Sendable {
    /// Long enough for a page over a team server that answers within its own limit (5 s, then
    /// it says it is unreachable), short enough that nobody waits on a request that will not end.
    var time: Duration = .seconds(8)

    /// The request's time is up: its work was cancelled.
    struct Exceeded: Error {}

    /// Runs `work` within the budget; throws `Exceeded` (having cancelled the work) when its time
    /// is up first.
    func run<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) async throws -> Value {
        try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { await work() }
            group.addTask {
                try await Task.sleep(for: time)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw Exceeded() }
            return value
        }
    }
}

/// What the server reads of a request before any work, and no more: past a cap the request is
/// refused with a sentence, so no text a person sends costs more than its caps (issue 42: a
/// search of 8,000 words held the server for 20 s).
enum RequestCaps {
    /// An address's path and query: a link a person keeps is a few hundred characters.
    static let address = 8 * 1024
    /// A query's fields at most; the rest are not read.
    static let queryFields = 64
}
