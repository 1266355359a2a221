import Foundation

/// How a connection waits when another process holds the SQLite database locked: it retries
/// (every 5 ms at first, then every 50 ms) for up to `limit` (60 s by default), then gives up
/// with `StoreError.locked`. After 0.2 s of waiting it announces `waitingForLock` on the change
/// stream, so the app can show a sign; `lockReleased` follows when the write ends.
///
/// In WAL mode a read never waits for a writer: this is for writes meeting another writer.
final class SQLiteLockWait: @unchecked Sendable {
    let limit: TimeInterval
    private let path: String
    private let lock = NSLock()
    private var hub: ChangeHub?
    private var announced = false
    private static let startKey = "mosaic.sqlite.lockWaitStart"

    init(path: String, limit: TimeInterval) {
        self.path = path
        self.limit = limit
    }

    /// Where announcements go (set once the engine has its hub).
    func announce(to hub: ChangeHub) {
        lock.withLock { self.hub = hub }
    }

    /// SQLite's busy handler: true to try again. Runs on the waiting connection's thread,
    /// which it may block; the start of each wait is kept per thread, since readers and the
    /// writer can wait at once.
    func shouldRetry(tries: Int) -> Bool {
        let now = Date()
        let thread = Thread.current.threadDictionary
        if tries == 0 { thread[Self.startKey] = now }
        let started = thread[Self.startKey] as? Date ?? now
        let waited = now.timeIntervalSince(started)
        if waited >= limit { return false }
        if waited >= 0.2 {
            let hub: ChangeHub? = lock.withLock {
                guard !announced else { return nil }
                announced = true
                return self.hub
            }
            hub?.send(.waitingForLock(path: path))
        }
        usleep(tries < 20 ? 5_000 : 50_000)
        return true
    }

    /// A write finished (or failed): if it had announced waiting, say the wait is over.
    func writeEnded() {
        let hub: ChangeHub? = lock.withLock {
            guard announced else { return nil }
            announced = false
            return self.hub
        }
        hub?.send(.lockReleased(path: path))
    }
}
