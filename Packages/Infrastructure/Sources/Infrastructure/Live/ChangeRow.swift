import Foundation

/// One row of the change log (the same table on SQLite and PostgreSQL), as a `StoreEvent`.
struct ChangeRow: Sendable, Equatable {
    var seq: Int64
    var kind: String
    var subject: Int64? = nil
    var author: Int64? = nil
    /// The one person the row is for (a private change: a message), nil for everyone.
    var audience: Int64? = nil

    /// The platform's own kinds (people, bulk writes) as themselves; every other kind is a
    /// feature's, which its storage reads (a kind no feature of this build knows is ignored
    /// there).
    var event: StoreEvent? {
        switch kind {
        case "person_changed": subject.map { .personChanged(personID: $0) }
        case "person_removed": subject.map { .personRemoved(personID: $0) }
        case "many_changed": .manyChanged
        default: .changed(StoredChange(kind: kind, subject: subject, author: author, audience: audience))
        }
    }
}

/// The log rows already reported (a forged or repeated notification must not report one
/// twice), and the newest seen. Rows at or before the starting point (the stores' opening)
/// and rows more than 10,000 before the newest are never reported: a forged notification
/// cannot replay history. Shared by a listener's tasks.
final class SeenChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var newest: Int64?
    private var start: Int64 = 0
    private var seen: Set<Int64> = []

    /// The newest seq reported or started from; nil before either.
    var highest: Int64? { lock.withLock { newest } }

    /// Starts after `seq`: what came before is not news.
    func skip(to seq: Int64) {
        lock.withLock {
            start = max(start, seq)
            newest = max(newest ?? seq, seq)
        }
    }

    /// True when every seq in `range` was reported already or is too old to be news: reading
    /// those rows again would report nothing.
    func containsAll(_ range: ClosedRange<Int64>) -> Bool {
        lock.withLock {
            let highest = newest ?? range.upperBound
            return range.allSatisfy { seq in seq <= start || seq <= highest - 10_000 || seen.contains(seq) }
        }
    }

    /// False when `seq` was reported already or is too old to be news.
    func insert(_ seq: Int64) -> Bool {
        lock.withLock {
            let highest = max(newest ?? seq, seq)
            guard seq > start, seq > highest - 10_000, seen.insert(seq).inserted else { return false }
            newest = highest
            if seen.count > 20_000 {
                seen = seen.filter { $0 > highest - 10_000 }
            }
            return true
        }
    }
}
