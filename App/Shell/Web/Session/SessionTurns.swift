/// How many of one session's requests run at once (its live channels aside): a few, in the
/// order they came; the rest wait behind their own session's, never in front of another's. A
/// browser that sends 16 searches at once holds its own turns, and the other sessions' pages
/// go on as before (issue 40: one member's 16 searches moved another's feed from 11 to 400 ms).
/// Owned by its session's actor, so it needs no lock of its own.
final class SessionTurns {
    /// Requests of one session running at once; a browser's page, its form and a tab or two.
    static let atOnce = 4
    /// Searches of one session running at once (`WebSession.searchTurns`): the rest wait in
    /// order within their own budget.
    static let searchesAtOnce = 1
    /// The least a session's searches rest between them: at most twenty a second, more than
    /// anyone types, fewer than a script asks for.
    static let searchGap = Duration.milliseconds(50)
    /// The most they rest after one, however long it took.
    static let longestRest = Duration.seconds(1)

    /// How long a session's line of searches rests after one that took `took`: as long as it
    /// took (so one browser's searches keep at most half of a core busy, however many it sends
    /// at once), at least `searchGap`, at most `longestRest`. A person's search is never made to
    /// wait by their own last one for more than that; a browser asking over and over gets
    /// twenty answers a second, and the cores, and the machine's other programs, stay free for
    /// everyone else (issue 40: on two cores, another member's feed took 2.5 times as long
    /// while one member's sixteen tabs asked for searches as fast as they were answered).
    static func rest(afterSearchTaking took: Duration) -> Duration {
        min(max(took, searchGap), longestRest)
    }

    private let limit: Int
    private var running = 0
    private var waiting: [(id: Int, turn: CheckedContinuation<Bool, Never>)] = []
    private var nextID = 0

    init(limit: Int = SessionTurns.atOnce) {
        self.limit = max(1, limit)
    }

    /// The number of requests waiting for a turn.
    var waitingCount: Int { waiting.count }

    /// Takes a turn, waiting behind this session's earlier requests if `limit` run already;
    /// false when the request was cancelled (its time is up) before its turn came.
    func take(isolation: isolated (any Actor)? = #isolation, cancel: @escaping @Sendable (Int) -> Void) async
        -> Bool
    {
        if running < limit, waiting.isEmpty {
            running += 1
            return true
        }
        nextID += 1
        let id = nextID
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (turn: CheckedContinuation<Bool, Never>) in
                if Task.isCancelled {
                    turn.resume(returning: false)
                } else {
                    waiting.append((id, turn))
                }
            }
        } onCancel: {
            cancel(id)
        }
    }

    /// A request that was waiting gave up (its time is up): it leaves the line.
    func leave(_ id: Int) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        waiting.remove(at: index).turn.resume(returning: false)
    }

    /// A turn is over, and the line rests for `rest` first: then the request waiting longest
    /// takes it (meanwhile, as if the turn were still running).
    func give(resting rest: Duration, isolation: isolated (any Actor)? = #isolation) {
        guard rest > .zero, isolation != nil else { return give() }
        Task {
            _ = isolation
            try? await Task.sleep(for: rest)
            self.give()
        }
    }

    /// A turn is over: the request waiting longest takes it.
    func give() {
        if waiting.isEmpty {
            running = max(0, running - 1)
        } else {
            waiting.removeFirst().turn.resume(returning: true)
        }
    }
}
