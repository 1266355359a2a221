import Foundation
import GRDB

/// Makes the SQLite app live: every 250 ms it reads the change log's newest row (a primary-key
/// lookup) and reports the rows after the last it saw, whoever wrote them: this app, another
/// Mosaic process on the same file, or the sqlite3 shell. Reads never wait for a writer (WAL),
/// so watching costs nothing another process could feel.
final class SQLiteChangeWatcher: @unchecked Sendable {
    private let access: SQLiteAccess
    private let hub: ChangeHub
    private let lock = NSLock()
    private var task: Task<Void, Never>?
    static let interval: Duration = .milliseconds(250)

    private let after: Int64

    /// Reports changes after the log row `after` (the newest when the stores opened).
    init(access: SQLiteAccess, hub: ChangeHub, after: Int64) {
        self.access = access
        self.hub = hub
        self.after = after
    }

    func start() {
        let task = Task { await self.watch() }
        lock.withLock { self.task = task }
    }

    func stop() async {
        let task = lock.withLock { self.task }
        task?.cancel()
        await task?.value
    }

    private func watch() async {
        var last = after
        var first = true
        while !Task.isCancelled {
            if !first { try? await Task.sleep(for: Self.interval) }
            first = false
            guard !Task.isCancelled, let latest = try? await newest(), latest != last else { continue }
            if latest < last {
                // The log restarted (the file was replaced): nothing to compare with.
                hub.send(.manyChanged)
            } else if latest - last > 1_000 {
                hub.send(.manyChanged)
            } else if let rows = try? await rows(after: last, through: latest) {
                for row in rows {
                    if let event = row.event { hub.send(event) }
                }
            }
            last = latest
        }
    }

    private func newest() async throws -> Int64 {
        try await access.read { db in
            try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(seq), 0) FROM change_log") ?? 0
        }
    }

    private func rows(after first: Int64, through last: Int64) async throws -> [ChangeRow] {
        try await access.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT seq, kind, subject, author, audience FROM change_log WHERE seq > ? AND seq <= ? ORDER BY seq",
                arguments: [first, last]
            ).map { row in
                ChangeRow(
                    seq: try row.decode(Int64.self, atIndex: 0),
                    kind: try row.decode(String.self, atIndex: 1),
                    subject: try row.decode(Int64?.self, atIndex: 2),
                    author: try row.decode(Int64?.self, atIndex: 3),
                    audience: try row.decode(Int64?.self, atIndex: 4))
            }
        }
    }
}
