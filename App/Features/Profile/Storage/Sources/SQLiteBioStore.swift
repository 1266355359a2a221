import Foundation
import GRDB
import Infrastructure

/// `BioStore` on SQLite.
struct SQLiteBioStore: BioStore {
    let access: SQLiteAccess

    func bio(of personID: Int64) async throws -> String? {
        try await access.read { db in
            try String.fetchOne(db, sql: "SELECT bio FROM people WHERE id = ?", arguments: [personID])
        }
    }

    func updateBio(personID: Int64, bio: String, actingAs: Int64) async throws -> String {
        try BioRules.check(bio)
        return try await access.write { db in
            guard
                let handle = try String.fetchOne(
                    db, sql: "SELECT handle FROM people WHERE id = ?", arguments: [personID])
            else { throw StoreError.notFound("person \(personID)") }
            guard personID == actingAs else {
                throw StoreError.notAllowed("only @\(handle) can edit this bio")
            }
            try db.execute(sql: "UPDATE people SET bio = ? WHERE id = ?", arguments: [bio, personID])
            return bio
        }
    }

    /// Bios for people just added in a bulk write (`mosaic import`, sample data), in its
    /// transaction.
    static func setBios(_ bios: [(personID: Int64, bio: String)], _ db: Database) throws {
        let set = try db.cachedStatement(sql: "UPDATE people SET bio = ? WHERE id = ?")
        for (person, bio) in bios where !bio.isEmpty {
            try set.execute(arguments: [bio, person])
        }
    }
}
