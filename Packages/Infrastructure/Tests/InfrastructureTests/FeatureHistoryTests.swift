import Foundation
import GRDB
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// The engine runs every feature's own history, knowing none: one history per feature, each step
/// after the steps it needs, each step once; a build whose histories do not fit together, or a
/// database from a newer build, is refused before anything is written.
@Suite("Feature histories")
struct FeatureHistoryTests {
    /// A feature keeping notes, as a team would add it.
    static func notes(steps: Int = 1, needs: [StepNeed] = []) -> FeatureStorage {
        let sqlite = [
            SQLiteMigration(
                version: 1, summary: "notes", needs: needs,
                sql: """
                    CREATE TABLE notes_items (
                        id INTEGER PRIMARY KEY, author_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
                        text TEXT NOT NULL);
                    """),
            SQLiteMigration(
                version: 2, summary: "a note's time", sql: "ALTER TABLE notes_items ADD COLUMN at INTEGER;"),
        ]
        return FeatureStorage(name: "notes", sqlite: Array(sqlite.prefix(steps)), postgres: [])
    }

    /// A feature whose table refers to the notes (a test's shortcut: a real feature names only
    /// what another publishes).
    static let pins = FeatureStorage(
        name: "pins",
        sqlite: [
            SQLiteMigration(
                version: 1, summary: "pins", needs: [.step(1, of: "notes")],
                sql:
                    "CREATE TABLE pins_items (note_id INTEGER NOT NULL REFERENCES notes_items(id) ON DELETE CASCADE);"
            )
        ], postgres: [])

    @Test func historiesRunInTheOrderTheirNeedsGiveEachStepOnce() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        // Given a build listing pins (which needs notes) before notes
        let stores = try await Stores.open(.sqliteFile(path: path), features: [Self.pins, Self.notes()])
        await stores.close()
        // Then the platform's ran first, then notes, then pins
        #expect(try Self.recorded(path) == Self.platform + ["notes 1", "pins 1"])
        // When a later build adds a step to the notes, Then only that step runs
        let later = try await Stores.open(
            .sqliteFile(path: path), features: [Self.pins, Self.notes(steps: 2)])
        await later.close()
        #expect(try Self.recorded(path) == Self.platform + ["notes 1", "pins 1", "notes 2"])
        // And an older build (notes at 1) refuses the file untouched, naming the feature
        await #expect(throws: SchemaError.newer(database: path, feature: "notes", found: 2, known: 1)) {
            _ = try await Stores.open(.sqliteFile(path: path), features: [Self.notes()])
        }
    }

    @Test func aBuildWhoseHistoriesDoNotFitIsRefusedBeforeAnythingIsWritten() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        let gap = FeatureStorage(
            name: "notes",
            sqlite: [SQLiteMigration(version: 2, summary: "two without one", sql: "SELECT 1;")], postgres: [])
        let cases: [([FeatureStorage], String)] = [
            ([Self.pins], "needs notes 1, and this build does not have 'notes'"),
            ([gap], "must be numbered 1, 2, 3… without gaps"),
            ([Self.notes(), Self.notes()], "two features keep data under the name 'notes'"),
            ([Self.notes(needs: [.step(1, of: "pins")]), Self.pins], "go round in a circle"),
        ]
        for (features, words) in cases {
            let error = await #expect(throws: SchemaError.self) {
                _ = try await Stores.open(.sqliteFile(path: path), features: features)
            }
            #expect(error?.description.contains(words) == true, "\(String(describing: error))")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    /// The platform's steps, which run first.
    static let platform = PlatformStorage.feature.sqlite.map { "platform \($0.version)" }

    private static func recorded(_ path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(
                db,
                sql:
                    "SELECT feature || ' ' || version FROM mosaic_feature_migrations ORDER BY applied_at, rowid"
            )
        }
    }
}
