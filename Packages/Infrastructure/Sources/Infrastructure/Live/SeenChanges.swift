import Foundation

/// The log rows already reported (a forged or repeated notification must not report one
/// twice), the newest seen, and the older rows a notification named that were not seen yet.
/// Rows at or before the starting point (the stores' opening) and rows more than 10,000 before
/// the newest are never reported: a forged notification cannot replay history. Shared by a
/// listener's tasks.
///
/// A notification is only a wake-up (any login may send one, with any payload): the listener
/// reads every row after the newest seen once per wake-up, whatever the notifications said, and
/// the rows before it that a notification named and that were not seen (a transaction that took
/// its seq earlier but committed later). What one notification adds is bounded: the part of its
/// range after the newest costs nothing (it is read anyway), a range starting more than
/// `window` beyond the newest is ignored, and at most `wantedLimit` older seqs wait to be read
/// at once.
final class SeenChanges: @unchecked Sendable {
    static let window: Int64 = 10_000
    static let wantedLimit = 1_000

    private let lock = NSLock()
    private var newest: Int64?
    private var start: Int64 = 0
    private var seen: Set<Int64> = []
    private var wanted: Set<Int64> = []

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
            guard range.upperBound <= highest else { return false }
            return range.allSatisfy { seq in isOld(seq, highest: highest) || seen.contains(seq) }
        }
    }

    /// A notification named `range`: true when the listener should read (something in it may be
    /// news). Its seqs at or before the newest that were not seen wait to be read (at most
    /// `wantedLimit` at once); those after the newest are read anyway.
    func want(_ range: ClosedRange<Int64>) -> Bool {
        lock.withLock {
            guard let highest = newest else { return true }
            // Beyond anything a real transaction logs after the newest: forged (and were it
            // real, the listener's read every two seconds finds it).
            if range.lowerBound > highest + Self.window { return false }
            var isNews = range.upperBound > highest
            let lower = max(range.lowerBound, highest - Self.window + 1, start + 1)
            let upper = min(range.upperBound, highest)
            guard lower <= upper else { return isNews }
            for seq in lower...upper where !seen.contains(seq) {
                guard wanted.count < Self.wantedLimit else { break }
                wanted.insert(seq)
                isNews = true
            }
            return isNews
        }
    }

    /// The older seqs to read with the next read (and forgets them: a row not there yet is
    /// named again by its own notification when it commits).
    func takeWanted() -> [Int64] {
        lock.withLock {
            defer { wanted = [] }
            return wanted.sorted()
        }
    }

    /// False when `seq` was reported already or is too old to be news.
    func insert(_ seq: Int64) -> Bool {
        lock.withLock {
            let highest = max(newest ?? seq, seq)
            guard !isOld(seq, highest: highest), seen.insert(seq).inserted else { return false }
            newest = highest
            if seen.count > 2 * Int(Self.window) {
                seen = seen.filter { $0 > highest - Self.window }
            }
            return true
        }
    }

    private func isOld(_ seq: Int64, highest: Int64) -> Bool {
        seq <= start || seq <= highest - Self.window
    }
}
