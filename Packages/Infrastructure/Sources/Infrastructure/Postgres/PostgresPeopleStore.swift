import Foundation
import PostgresNIO

/// `PeopleStore` on PostgreSQL.
struct PostgresPeopleStore: PeopleStore {
    let access: PostgresAccess

    func person(id: Int64) async throws -> PersonRecord? {
        try await access.run { connection in try await Self.fetch(connection, id: id, access: access) }
    }

    func person(handle: String) async throws -> PersonRecord? {
        try await access.run { connection in
            try await PostgresRows.people(
                connection.query(
                    "SELECT id, handle, display_name, created_at FROM people WHERE handle = \(handle)",
                    logger: access.logger)
            ).first
        }
    }

    func allPeople() async throws -> [PersonRecord] {
        try await access.run { connection in
            try await PostgresRows.people(
                connection.query(
                    "SELECT id, handle, display_name, created_at FROM people ORDER BY handle",
                    logger: access.logger))
        }
    }

    func create(_ person: NewPerson) async throws -> PersonRecord {
        try Validation.person(person)
        let now = StoredTime.milliseconds(Date())
        do {
            return try await access.transaction { connection in
                let rows = try await connection.query(
                    """
                    INSERT INTO people (handle, display_name, created_at)
                    VALUES (\(person.handle), \(person.displayName), \(now))
                    RETURNING id, handle, display_name, created_at
                    """, logger: access.logger)
                guard let created = try await PostgresRows.people(rows).first else {
                    throw StoreError.unavailable("\(access.label): the new person was not returned")
                }
                return created
            }
        } catch StoreError.duplicateHandle {
            throw StoreError.duplicateHandle(person.handle)
        }
    }

    func deleteAccount(personID: Int64, actingAs: Int64) async throws {
        try await access.transaction { connection in
            guard let person = try await Self.fetch(connection, id: personID, access: access) else {
                throw StoreError.notFound("person \(personID)")
            }
            guard personID == actingAs else {
                throw StoreError.notAllowed("only @\(person.handle) can delete this account")
            }
            if access.login.isOwner {
                // What features keep of the person goes with them (their tables refer to people
                // with ON DELETE CASCADE).
                try await connection.query("DELETE FROM people WHERE id = \(personID)", logger: access.logger)
            } else {
                // A member cannot drop their own login while connected with it; this removes
                // the person (what features keep of them cascades) and disables the login.
                // Read to the end: a refusal comes with the row, not before it.
                for try await _ in try await connection.query(
                    "SELECT mosaic_delete_my_account()", logger: access.logger)
                {}
            }
        }
    }

    func count() async throws -> Int {
        try await access.run { connection in
            try await PostgresRows.count(
                connection.query("SELECT COUNT(*) FROM people", logger: access.logger))
        }
    }

    static func fetch(
        _ connection: PostgresConnection, id: Int64, access: PostgresAccess
    ) async throws -> PersonRecord? {
        let sql = "SELECT id, handle, display_name, created_at FROM people WHERE id = $1"
        var binds = PostgresBindings()
        binds.append(id)
        return try await PostgresRows.people(
            connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: access.logger)
        ).first
    }
}
