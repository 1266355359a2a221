import Foundation
import Infrastructure
import Logging
import PostgresNIO

/// `__Name__Store` on PostgreSQL: a member writes through the owner's functions, as themselves
/// (row-level security and the functions decide); the owner writes the table.
struct Postgres__Name__Store: __Name__Store {
    let access: PostgresAccess

    private static let select = """
        SELECT i.id, i.author_id, p.handle, i.title, i.created_at
        FROM __snake___items i JOIN people p ON p.id = i.author_id
        """

    func items(limit: Int) async throws -> [__Name__Record] {
        let limit = PageLimit.clamp(limit)
        return try await access.run { connection in
            try await Self.records(
                connection.query(
                    "\(unescaped: Self.select) ORDER BY i.created_at DESC, i.id DESC LIMIT \(limit)",
                    logger: access.logger))
        }
    }

    func add(title: String, actingAs: Int64) async throws -> __Name__Record {
        try __Name__Rules.check(title)
        let (login, logger) = (access.login, access.logger)
        if !login.isOwner, actingAs != login.personID {
            throw StoreError.notAllowed("only person \(actingAs) can add items in their name")
        }
        let now = StoredTime.milliseconds(Date())
        return try await access.transaction { connection in
            var id: Int64?
            let added =
                login.isOwner
                ? try await connection.query(
                    """
                    INSERT INTO __snake___items (author_id, title, created_at) VALUES (\(actingAs), \(title), \(now))
                    RETURNING id
                    """, logger: logger)
                : try await connection.query("SELECT mosaic___snake___add(\(title))", logger: logger)
            for try await value in added.decode(Int64.self) { id = value }
            guard let id,
                let record = try await Self.records(
                    connection.query("\(unescaped: Self.select) WHERE i.id = \(id)", logger: logger)
                ).first
            else { throw StoreError.notFound("the item just added") }
            return record
        }
    }

    func delete(id: Int64, actingAs: Int64) async throws -> Bool {
        let (login, logger) = (access.login, access.logger)
        return try await access.transaction { connection in
            var deleted = false
            if login.isOwner {
                for try await _ in try await connection.query(
                    "DELETE FROM __snake___items WHERE id = \(id) AND author_id = \(actingAs) RETURNING id",
                    logger: logger
                ).decode(Int64.self) {
                    deleted = true
                }
            } else if actingAs == login.personID {
                for try await value in try await connection.query(
                    "SELECT mosaic___snake___delete(\(id))", logger: logger
                ).decode(Bool.self) {
                    deleted = value
                }
            }
            if deleted { return true }
            let exists = try await connection.flag(
                "SELECT EXISTS (SELECT 1 FROM __snake___items WHERE id = \(id))", logger: logger)
            // Still there: not theirs. Gone: deleted already.
            if exists { throw StoreError.notAllowed("only its author can delete item \(id)") }
            return false
        }
    }

    private static func records(_ rows: PostgresRowSequence) async throws -> [__Name__Record] {
        var records: [__Name__Record] = []
        for try await (id, author, handle, title, created) in rows.decode(
            (Int64, Int64, String, String, Int64).self)
        {
            records.append(
                __Name__Record(
                    id: id, authorID: author, authorHandle: handle, title: title,
                    createdAt: StoredTime.date(created)))
        }
        return records
    }
}
