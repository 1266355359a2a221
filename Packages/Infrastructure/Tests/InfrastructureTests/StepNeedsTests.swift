import Foundation
import GRDB
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A step names the steps of other histories it needs ("pins 1 needs notes 2"), and the engine
/// runs it after them, whatever the order of the app's list; a contract a step names is
/// published by another feature, declared in the step's `uses`, and needed at the step that
/// makes it. A build that does not hold together is refused before anything is written.
@Suite("Steps that need other histories' steps")
struct StepNeedsTests {
    static let notesContract = PublishedContract(
        name: "notes_items_v1", kind: .rows, about: "every note", sqliteStep: 2, postgresStep: 1)

    static func notes(steps: Int = 2) -> FeatureStorage {
        let sqlite = [
            SQLiteMigration(
                version: 1, summary: "notes",
                sql: "CREATE TABLE notes_items (id INTEGER PRIMARY KEY, text TEXT NOT NULL);"),
            SQLiteMigration(
                version: 2, summary: "the notes, published",
                sql: "CREATE VIEW notes_items_v1 (id, text) AS SELECT id, text FROM notes_items;"),
        ]
        return FeatureStorage(
            name: "notes", sqlite: Array(sqlite.prefix(steps)), postgres: [],
            publishes: steps >= 2 ? [notesContract] : [])
    }

    static func pins(needs: [StepNeed] = [.step(2, of: "notes")], uses: [String] = ["notes_items_v1"])
        -> FeatureStorage
    {
        FeatureStorage(
            name: "pins",
            sqlite: [
                SQLiteMigration(
                    version: 1, summary: "pins", needs: needs,
                    sql: """
                        CREATE TABLE pins_items (note_id INTEGER NOT NULL);
                        CREATE VIEW pins_pinned (text) AS
                            SELECT n.text FROM pins_items p JOIN notes_items_v1 n ON n.id = p.note_id;
                        """)
            ], postgres: [], uses: uses)
    }

    @Test func aStepRunsAfterTheStepsItNeedsWhateverTheListsOrder() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        // Given a build listing pins (whose step 1 needs notes 2) before notes
        await (try await Stores.open(.sqliteFile(path: path), features: [Self.pins(), Self.notes()])).close()
        // Then notes 1 and 2 ran before pins 1
        #expect(try Self.recorded(path) == FeatureHistoryTests.platform + ["notes 1", "notes 2", "pins 1"])
    }

    @Test func anUpgradedDatabaseRunsOnlyWhatItLacksInTheOrderTheNeedsGive() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        // Given a file with notes at step 1 only
        await (try await Stores.open(.sqliteFile(path: path), features: [Self.notes(steps: 1)])).close()
        // When a build with notes 2 and pins (needing it) opens it
        await (try await Stores.open(.sqliteFile(path: path), features: [Self.pins(), Self.notes()])).close()
        // Then notes 2 ran before pins 1
        #expect(try Self.recorded(path) == FeatureHistoryTests.platform + ["notes 1", "notes 2", "pins 1"])
    }

    @Test func aBuildWhoseNeedsOrContractsDoNotHoldIsRefusedBeforeAnythingIsWritten() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        let loop = FeatureStorage(
            name: "notes",
            sqlite: [
                SQLiteMigration(
                    version: 1, summary: "loop", needs: [.step(1, of: "pins")], sql: "SELECT 1;"),
                SQLiteMigration(version: 2, summary: "published", sql: "SELECT 1;"),
            ], postgres: [], publishes: [Self.notesContract])
        let cases: [([FeatureStorage], String)] = [
            (
                [Self.pins(needs: []), Self.notes(steps: 2).publishing(at: 3)],
                "'notes' publishes notes_items_v1 in its SQLite step 3, and its SQLite history has 2 steps"
            ),
            (
                [Self.pins(needs: [.step(3, of: "notes")]), Self.notes()],
                "needs notes 3, and the SQLite history of 'notes' has 2 steps"
            ),
            (
                [Self.pins(needs: [.step(1, of: "tags")]), Self.notes()],
                "needs tags 1, and this build does not have 'tags'"
            ),
            (
                [Self.pins(needs: []), Self.notes()],
                "names notes_items_v1, which 'notes' makes in its SQLite step 2: give it needs: [.step(2, of: \"notes\")]"
            ),
            (
                [Self.pins(needs: [.step(1, of: "notes")]), Self.notes()],
                "which 'notes' makes in its SQLite step 2"
            ),
            (
                [Self.pins(uses: []), Self.notes()],
                "names notes_items_v1, notes's contract: add \"notes_items_v1\" to the uses of 'pins'"
            ),
            (
                [Self.pins(uses: ["tags_v1"]), Self.notes()],
                "uses tags_v1, which no other feature of this build publishes"
            ),
            ([Self.pins(), loop], "go round in a circle"),
        ]
        for (features, words) in cases {
            let error = await #expect(throws: SchemaError.self) {
                _ = try await Stores.open(.sqliteFile(path: path), features: features)
            }
            #expect(error?.description.contains(words) == true, "\(String(describing: error))")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func aContractIsNamedForItsOwnerAndVersioned() async throws {
        for name in ["items_v1", "notes_items", "notes_items_vx", "notes_Items_v1"] {
            let feature = FeatureStorage(
                name: "notes", sqlite: [SQLiteMigration(version: 1, summary: "", sql: "SELECT 1;")],
                postgres: [],
                publishes: [
                    PublishedContract(name: name, kind: .rows, about: "", sqliteStep: 1, postgresStep: 1)
                ])
            let error = await #expect(throws: SchemaError.self) {
                _ = try await Stores.open(.sqliteInMemory, features: [feature])
            }
            #expect(
                error?.description.contains("named for its owner and versioned, as notes_posts_v1") == true,
                "\(name)")
        }
    }

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

extension FeatureStorage {
    /// The same feature, its contracts said to be made at `step`.
    fileprivate func publishing(at step: Int) -> FeatureStorage {
        FeatureStorage(
            name: name, sqlite: sqlite, postgres: postgres,
            publishes: publishes.map {
                PublishedContract(
                    name: $0.name, kind: $0.kind, about: $0.about, sqliteStep: step, postgresStep: step)
            })
    }
}
