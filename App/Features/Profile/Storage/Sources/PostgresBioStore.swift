import Foundation
import Infrastructure
import Logging
import PostgresNIO

/// `BioStore` on PostgreSQL: the owner writes the column; a member only their own row, through
/// the owner's function (`mosaic_update_profile`).
struct PostgresBioStore: BioStore {
    let access: PostgresAccess

    func bio(of personID: Int64) async throws -> String? {
        try await access.run { connection in
            try await Self.fetch(connection, id: personID, logger: access.logger)?.bio
        }
    }

    func updateBio(personID: Int64, bio: String, actingAs: Int64) async throws -> String {
        try BioRules.check(bio)
        let login = access.login
        let logger = access.logger
        // Setting the same bio again is harmless: safe to retry on a fresh connection.
        return try await access.transaction(retry: true) { connection in
            // No FOR UPDATE: on a team database a member may not lock another's row, and the
            // single UPDATE below is atomic on its own.
            guard let person = try await Self.fetch(connection, id: personID, logger: logger) else {
                throw StoreError.notFound("person \(personID)")
            }
            guard personID == actingAs, login.isOwner || personID == login.personID else {
                throw StoreError.notAllowed("only @\(person.handle) can edit this bio")
            }
            // The server changes only the member's own row: zero rows back (or another's) means
            // it said no.
            let rows =
                login.isOwner
                ? try await connection.query(
                    "UPDATE people SET bio = \(bio) WHERE id = \(personID) RETURNING id, bio", logger: logger)
                : try await connection.query(
                    "SELECT id, bio FROM mosaic_update_profile(NULL, \(bio))", logger: logger)
            for try await (id, stored) in rows.decode((Int64, String).self) where id == personID {
                return stored
            }
            throw StoreError.notAllowed("only @\(person.handle) can edit this bio")
        }
    }

    private static func fetch(_ connection: PostgresConnection, id: Int64, logger: Logger) async throws
        -> (handle: String, bio: String)?
    {
        for try await (handle, bio) in try await connection.query(
            "SELECT handle, bio FROM people WHERE id = \(id)", logger: logger
        ).decode((String, String).self) {
            return (handle, bio)
        }
        return nil
    }

    /// Bios for people just added in a bulk write (`mosaic import`, sample data), in its
    /// transaction, as the owner.
    static func setBios(
        _ bios: [(personID: Int64, bio: String)], _ connection: PostgresConnection, logger: Logger
    ) async throws {
        let given = bios.filter { !$0.bio.isEmpty }
        guard !given.isEmpty else { return }
        let ids = given.map(\.personID)
        let texts = given.map(\.bio)
        try await connection.query(
            """
            UPDATE people p SET bio = b.bio FROM UNNEST(\(ids)::bigint[], \(texts)::text[]) AS b(id, bio)
            WHERE p.id = b.id
            """, logger: logger)
    }
}
