import Foundation

/// The private changes (`private_changes`, platform step 10) a listener has reported, by id,
/// and the newest one's time. Private rows have no sequence (a counter shared by everyone would
/// count the others' changes in its gaps), so a listener reads them by time: each read takes
/// the rows stamped after the opening and no earlier than `margin` before the newest seen (a
/// transaction may commit a while after it stamped its row), and skips those already reported.
/// A notification on the person's own channel names its rows by id, so a row committed later
/// than that is read all the same. Shared by a listener's tasks.
final class SeenPrivateChanges: @unchecked Sendable {
    /// How long before the newest seen a read looks again: longer than the app's transactions
    /// and a member's statement backstop (1 min).
    static let margin: Int64 = 60_000

    private let lock = NSLock()
    private var start: Int64 = 0
    private var newest: Int64 = 0
    private var seen: [UUID: Int64] = [:]
    private var wanted: Set<UUID> = []

    /// Starts at `at` (the server's clock in ms when the stores opened): what was stamped
    /// before is not news.
    func skip(to at: Int64) {
        lock.withLock {
            start = max(start, at)
            newest = max(newest, at)
        }
    }

    /// The earliest stamp the next read asks for (exclusive).
    var readAfter: Int64 {
        lock.withLock { max(start, newest - Self.margin) }
    }

    /// False when the row was reported already.
    func insert(_ id: UUID, at: Int64) -> Bool {
        lock.withLock {
            guard seen[id] == nil else { return false }
            seen[id] = at
            newest = max(newest, at)
            if seen.count > 4_096 {
                let keepFrom = newest - 2 * Self.margin
                seen = seen.filter { $0.value >= keepFrom }
            }
            return true
        }
    }

    /// Ids a notification named, read with the next read (at most 1,000 wait at once).
    func want(_ ids: [UUID]) {
        lock.withLock {
            for id in ids where seen[id] == nil && wanted.count < 1_000 { wanted.insert(id) }
        }
    }

    /// The named ids to read now (and forgets them).
    func takeWanted() -> [UUID] {
        lock.withLock {
            defer { wanted = [] }
            return Array(wanted)
        }
    }

    /// Starts again after `at`: a burst too large to report row by row was said as one
    /// `many_changed`.
    func jump(to at: Int64) {
        lock.withLock {
            start = max(start, at)
            newest = max(newest, at)
        }
    }

    /// The ids a notification on the person's own channel names: up to 20 UUIDs joined by
    /// single spaces; empty (a bare wake-up) for anything else.
    static func ids(_ payload: String) -> [UUID] {
        guard payload.utf8.count <= 20 * 37 else { return [] }
        let words = payload.split(separator: " ", omittingEmptySubsequences: false)
        let ids = words.compactMap { $0.utf8.count == 36 ? UUID(uuidString: String($0)) : nil }
        return ids.count == words.count ? ids : []
    }
}
