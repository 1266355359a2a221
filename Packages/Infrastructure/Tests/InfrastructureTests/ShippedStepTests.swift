import Foundation
import GRDB
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A shipped step never changes: each database records the checksum of every step it runs, and
/// a build whose step differs from what the database ran refuses to open it, naming the feature
/// and the step, and leaves it untouched (as Flyway validates applied migrations). A database
/// made before steps had checksums records this build's on its first open and keeps every row.
@Suite("Shipped steps are frozen")
struct ShippedStepTests {
    static func notes(
        _ first: String = "CREATE TABLE notes_items (id INTEGER PRIMARY KEY, text TEXT NOT NULL);"
    )
        -> FeatureStorage
    {
        FeatureStorage(
            name: "notes", sqlite: [SQLiteMigration(version: 1, summary: "notes", sql: first)], postgres: [])
    }

    @Test func aBuildThatEditedAShippedStepRefusesTheFileNamingTheStepAndChangesNothing() async throws {
        // Given a file that ran notes' first step, with a note in it
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        let stores = try await Stores.open(.sqliteFile(path: path), features: [Self.notes()])
        if case .sqlite(let access) = stores.storage {
            try await access.write { db in
                try db.execute(sql: "INSERT INTO notes_items (text) VALUES ('kept')")
            }
        }
        await stores.close()
        let before = try Self.contents(path)
        // When a build whose step 1 says something else opens it
        let edited = Self.notes(
            "CREATE TABLE notes_items (id INTEGER PRIMARY KEY, text TEXT NOT NULL, at INTEGER);")
        let error = await #expect(throws: SchemaError.self) {
            _ = try await Stores.open(.sqliteFile(path: path), features: [edited])
        }
        // Then it is refused in words that name the feature and the step and say what to do
        #expect(error == .changed(database: path, feature: "notes", step: 1))
        #expect(
            error?.description
                == "\(path): notes step 1 has changed since this database ran it; add a new step instead (a "
                + "shipped step never changes). The database was left untouched.")
        // And the file holds what it held: its note, its history
        #expect(try Self.contents(path) == before)
        // And the build it was made by still opens it
        await (try await Stores.open(.sqliteFile(path: path), features: [Self.notes()])).close()
    }

    @Test func aFileFromBeforeChecksumsRecordsThemOnItsFirstOpenAndKeepsItsRows() async throws {
        // Given a file whose history table has no checksums (as every file before this build)
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        await (try await Stores.open(.sqliteFile(path: path), features: [Self.notes()])).close()
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO notes_items (text) VALUES ('kept')")
            try db.execute(sql: "ALTER TABLE mosaic_feature_migrations DROP COLUMN checksum")
        }
        try queue.close()
        // When this build opens it
        await (try await Stores.open(.sqliteFile(path: path), features: [Self.notes()])).close()
        // Then every step it ran has this build's checksum, and its rows are there
        let check = try DatabaseQueue(path: path)
        defer { try? check.close() }
        let recorded = try await check.read { db in
            try String.fetchAll(
                db, sql: "SELECT feature || ' ' || version || ' ' || checksum FROM mosaic_feature_migrations")
        }
        let expected =
            (PlatformStorage.feature.sqlite.map { "platform \($0.version) \($0.checksum)" })
            + ["notes 1 \(Self.notes().sqlite[0].checksum)"]
        #expect(recorded.sorted() == expected.sorted())
        #expect(
            try await check.read { db in try String.fetchAll(db, sql: "SELECT text FROM notes_items") } == [
                "kept"
            ])
        // And from then on an edited step is refused
        await #expect(throws: SchemaError.changed(database: path, feature: "notes", step: 1)) {
            _ = try await Stores.open(.sqliteFile(path: path), features: [Self.notes("SELECT 1;")])
        }
    }

    @Test func aChecksumIsTheStepsTextAndNothingElse() {
        // A summary may be reworded; the text may not change by one character
        let step = SQLiteMigration(version: 1, summary: "one", sql: "SELECT 1;")
        #expect(step.checksum == SQLiteMigration(version: 1, summary: "another", sql: "SELECT 1;").checksum)
        #expect(step.checksum != SQLiteMigration(version: 1, summary: "one", sql: "SELECT 1; ").checksum)
        // PostgreSQL's statements count one by one: two statements are not their joined text
        let two = PostgresMigration(version: 1, summary: "", statements: ["SELECT 1", "SELECT 2"])
        #expect(
            two.checksum
                != PostgresMigration(version: 1, summary: "", statements: ["SELECT 1SELECT 2"]).checksum)
        #expect(two.checksum.count == 64)
    }

    /// A file's notes and recorded steps.
    private static func contents(_ path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(db, sql: "SELECT text FROM notes_items ORDER BY id")
                + String.fetchAll(
                    db, sql: "SELECT feature || version || checksum FROM mosaic_feature_migrations ORDER BY 1"
                )
        }
    }
}
