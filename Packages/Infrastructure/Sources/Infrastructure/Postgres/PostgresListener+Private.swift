import Foundation
import Logging
import PostgresNIO

/// Private changes on a listener's connection (platform step 10): the caller's own channel, and
/// the rows of `private_changes` it may read (row-level security: a member's own; every one for
/// the web login, whose one listener serves every member's session).
extension PostgresListener {
    /// Rows a private read reports at most; a burst over it is one `many_changed`.
    static let privateBatch = 2_000

    /// The caller's own channel (nil for a login with no person, such as the owner).
    static func privateChannel(_ connection: PostgresConnection, logger: Logger) async throws -> String? {
        for try await channel in try await connection.query("SELECT mosaic_my_channel()", logger: logger)
            .decode(String?.self)
        {
            return channel
        }
        return nil
    }

    /// Runs `body` listening on `channel` too, when there is one.
    static func hearing<T>(
        _ connection: PostgresConnection, on channel: String?,
        _ body: (PostgresNotificationSequence?) async throws -> T
    ) async throws -> T {
        guard let channel else { return try await body(nil) }
        return try await connection.listen(on: channel) { try await body($0) }
    }

    /// Reads the private rows stamped since the newest seen (less the margin) and those a
    /// notification named, and reports what was not reported yet.
    func readPrivate(_ connection: PostgresConnection) async throws {
        let after = privateLog.readAfter
        let named = privateLog.takeWanted()
        let logger = connector.logger
        let rows = try await limited {
            try await Self.privateRows(connection, after: after, or: named, logger: logger)
        }
        if rows.filter({ $0.at > after }).count >= Self.privateBatch, let last = rows.last {
            privateLog.jump(to: last.at)
            hub.send(.manyChanged)
            return
        }
        for row in rows where privateLog.insert(row.id, at: row.at) {
            if let event = row.row.event { hub.send(event) }
        }
    }

    /// One private row, as read.
    struct PrivateRow: Sendable {
        var id: UUID
        var row: ChangeRow
        var at: Int64
    }

    static func privateRows(_ connection: PostgresConnection, after: Int64, or named: [UUID], logger: Logger)
        async throws -> [PrivateRow]
    {
        var rows: [PrivateRow] = []
        for try await (id, kind, subject, author, audience, at) in try await connection.query(
            """
            (SELECT id, kind, subject, author, audience, at FROM private_changes
             WHERE at > \(after) ORDER BY at LIMIT \(privateBatch))
            UNION ALL
            SELECT id, kind, subject, author, audience, at FROM private_changes
            WHERE id = ANY(\(named)) AND at <= \(after)
            """, logger: logger
        ).decode((UUID, String, Int64?, Int64?, Int64, Int64).self) {
            rows.append(
                PrivateRow(
                    id: id,
                    row: ChangeRow(seq: 0, kind: kind, subject: subject, author: author, audience: audience),
                    at: at))
        }
        return rows.sorted { $0.at < $1.at }
    }
}
