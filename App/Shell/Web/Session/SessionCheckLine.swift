import NIOConcurrencyHelpers

/// One database check of a session at a time on this node: requests of the same session that
/// arrive while its check runs wait for the next one, which starts when that one ends and
/// answers all of them. No request is answered by a check that began before it arrived, so a
/// sign-out another node finished before a request came is seen by that request, as if each had
/// asked alone; a browser's (or a script's) fifty requests at once cost two round trips, not
/// fifty (issue 40: a team's kept page was 0.08 times a bare app's, a SQLite file's 0.5, and
/// these checks made most of the difference: 0.32 with them shared).
///
/// A check belongs to every request waiting for it, not to the one that leads it, so it runs in
/// a task of its own: a leader that goes away (its browser closed the connection, its budget
/// ran out) does not cancel it, and the others are never answered by a check that gave up (a
/// cancelled check says nothing ended, and a stolen cookie sending request after request, each
/// dropped at once, would never be checked). A waiting request is not cancelled by its budget:
/// it is answered when the check before it and its own have ended, each within the pool's
/// request limit (`PostgresLoginOptions`).
final class SessionCheckLine: Sendable {
    /// What a waiting request is told: a check it may not share began before it came, so it
    /// leads the next one (for those that came after it too), or the answer of the check that
    /// began after it.
    private enum Turn: Sendable {
        case lead(answering: [CheckedContinuation<Turn, Never>])
        case answered(Bool)
    }

    /// Each session's requests waiting for the next check, while one runs (none: no check runs).
    private let waiting = NIOLockedValueBox<[String: [CheckedContinuation<Turn, Never>]]>([:])

    /// The answer of `check` for this session, run now if no check of it runs, or else run next
    /// for every request that came while it ran.
    func answer(for id: String, _ check: @escaping @Sendable () async -> Bool) async -> Bool {
        let turn = await withCheckedContinuation { (arrived: CheckedContinuation<Turn, Never>) in
            let isFirst = waiting.withLockedValue { waiting -> Bool in
                guard waiting[id] != nil else {
                    waiting[id] = []
                    return true
                }
                waiting[id, default: []].append(arrived)
                return false
            }
            if isFirst { arrived.resume(returning: .lead(answering: [])) }
        }
        switch turn {
        case .answered(let answer):
            return answer
        case .lead(let others):
            let answer = await Task { await check() }.value
            for other in others { other.resume(returning: .answered(answer)) }
            handOn(id)
            return answer
        }
    }

    /// How many of this session's requests wait for its next check.
    func waitingCount(for id: String) -> Int {
        waiting.withLockedValue { $0[id]?.count ?? 0 }
    }

    /// The requests that came while a check ran get the next one: the first of them leads it.
    private func handOn(_ id: String) {
        let next = waiting.withLockedValue { waiting -> [CheckedContinuation<Turn, Never>] in
            let came = waiting[id] ?? []
            if came.isEmpty {
                waiting[id] = nil
            } else {
                waiting[id] = []
            }
            return came
        }
        guard let leader = next.first else { return }
        leader.resume(returning: .lead(answering: Array(next.dropFirst())))
    }
}
