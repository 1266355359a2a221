import Foundation
import GRDB
import Infrastructure

/// `__Name__Store` on SQLite.
struct SQLite__Name__Store: __Name__Store {
    let access: SQLiteAccess

    private static let select = """
        SELECT i.id, i.author_id, p.handle, i.title, i.created_at
        FROM __snake___items i JOIN people p ON p.id = i.author_id
        """

    func items(limit: Int) async throws -> [__Name__Record] {
        try await access.read { db in
            try Row.fetchAll(
                db, sql: "\(Self.select) ORDER BY i.created_at DESC, i.id DESC LIMIT ?",
                arguments: [PageLimit.clamp(limit)]
            ).map(Self.record)
        }
    }

    func add(title: String, actingAs: Int64) async throws -> __Name__Record {
        try __Name__Rules.check(title)
        let now = StoredTime.milliseconds(Date())
        return try await access.write { db in
            guard
                try Bool.fetchOne(db, sql: "SELECT 1 FROM people WHERE id = ?", arguments: [actingAs]) != nil
            else {
                throw StoreError.notFound("person \(actingAs)")
            }
            try db.execute(
                sql: "INSERT INTO __snake___items (author_id, title, created_at) VALUES (?, ?, ?)",
                arguments: [actingAs, title, now])
            let id = db.lastInsertedRowID
            guard let row = try Row.fetchOne(db, sql: "\(Self.select) WHERE i.id = ?", arguments: [id]) else {
                throw StoreError.notFound("item \(id)")
            }
            return try Self.record(row)
        }
    }

    func delete(id: Int64, actingAs: Int64) async throws -> Bool {
        try await access.write { db in
            guard
                let author = try Int64.fetchOne(
                    db, sql: "SELECT author_id FROM __snake___items WHERE id = ?", arguments: [id])
            else { return false }
            guard author == actingAs else {
                throw StoreError.notAllowed("only its author can delete item \(id)")
            }
            try db.execute(sql: "DELETE FROM __snake___items WHERE id = ?", arguments: [id])
            return true
        }
    }

    private static func record(_ row: Row) throws -> __Name__Record {
        __Name__Record(
            id: try row.decode(Int64.self, atIndex: 0), authorID: try row.decode(Int64.self, atIndex: 1),
            authorHandle: try row.decode(String.self, atIndex: 2),
            title: try row.decode(String.self, atIndex: 3),
            createdAt: StoredTime.date(try row.decode(Int64.self, atIndex: 4)))
    }
}
