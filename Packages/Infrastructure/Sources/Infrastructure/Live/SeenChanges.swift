import Foundation

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
