import Foundation
import GRDB

/// `PeopleStore` on SQLite.
struct SQLitePeopleStore: PeopleStore {
    let access: SQLiteAccess

    private static let columns = "id, handle, display_name, created_at"

    func person(id: Int64) async throws -> PersonRecord? {
        try await access.read { db in try Self.fetch(db, id: id) }
    }

    func person(handle: String) async throws -> PersonRecord? {
        try await access.read { db in
            try Row.fetchOne(
                db, sql: "SELECT \(Self.columns) FROM people WHERE handle = ?", arguments: [handle]
            )
            .map(Self.person)
        }
    }

    func allPeople() async throws -> [PersonRecord] {
        try await access.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM people ORDER BY handle").map(Self.person)
        }
    }

    func create(_ person: NewPerson) async throws -> PersonRecord {
        try Validation.person(person)
        let now = StoredTime.milliseconds(Date())
        return try await access.write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM people WHERE handle = ?", arguments: [person.handle])
                != nil
            {
                throw StoreError.duplicateHandle(person.handle)
            }
            try db.execute(
                sql: "INSERT INTO people (handle, display_name, created_at) VALUES (?, ?, ?)",
                arguments: [person.handle, person.displayName, now])
            return PersonRecord(
                id: db.lastInsertedRowID, handle: person.handle, displayName: person.displayName,
                createdAt: StoredTime.date(now))
        }
    }

    func deleteAccount(personID: Int64, actingAs: Int64) async throws {
        try await access.write { db in
            guard let person = try Self.fetch(db, id: personID) else {
                throw StoreError.notFound("person \(personID)")
            }
            guard personID == actingAs else {
                throw StoreError.notAllowed("only @\(person.handle) can delete this account")
            }
            // What features keep of the person goes with them: their tables refer to people with
            // ON DELETE CASCADE, and every connection has foreign keys on.
            try db.execute(sql: "DELETE FROM people WHERE id = ?", arguments: [personID])
        }
    }

    func count() async throws -> Int {
        try await access.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM people") ?? 0 }
    }

    static func fetch(_ db: Database, id: Int64) throws -> PersonRecord? {
        try Row.fetchOne(db, sql: "SELECT \(columns) FROM people WHERE id = ?", arguments: [id])
            .map(Self.person)
    }

    /// A row of `columns`; `decode` throws (rather than trapping) on a tampered file.
    static func person(_ row: Row) throws -> PersonRecord {
        PersonRecord(
            id: try row.decode(Int64.self, atIndex: 0),
            handle: try row.decode(String.self, atIndex: 1),
            displayName: try row.decode(String.self, atIndex: 2),
            createdAt: StoredTime.date(try row.decode(Int64.self, atIndex: 3)))
    }
}
