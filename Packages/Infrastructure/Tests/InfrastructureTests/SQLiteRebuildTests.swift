import Foundation
import GRDB
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// SQLite's steps run with foreign keys off and checked after each step, as GRDB's migrator and
/// SQLite's documented table rebuild (create, copy, drop, rename) want: a step that rebuilds a
/// table keeps every row that refers to it, where a cascade would have deleted them; and a step
/// that leaves a reference to nothing is refused, naming the table, with nothing kept.
@Suite("SQLite steps and foreign keys")
struct SQLiteRebuildTests {
    static let lists = FeatureStorage(
        name: "lists",
        sqlite: [
            SQLiteMigration(
                version: 1, summary: "lists and their items",
                sql: """
                    CREATE TABLE lists_lists (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
                    CREATE TABLE lists_items (
                        list_id INTEGER NOT NULL REFERENCES lists_lists(id) ON DELETE CASCADE, text TEXT NOT NULL);
                    """)
        ], postgres: [])

    static func rebuilt(_ step: String) -> FeatureStorage {
        FeatureStorage(
            name: "lists",
            sqlite: lists.sqlite + [SQLiteMigration(version: 2, summary: "lists rebuilt", sql: step)],
            postgres: [])
    }

    @Test func aStepThatRebuildsATableTheDocumentedWayKeepsEveryRowReferringToIt() async throws {
        // Given a list with three items
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        let stores = try await Stores.open(.sqliteFile(path: path), features: [Self.lists])
        if case .sqlite(let access) = stores.storage {
            try await access.write { db in
                try db.execute(sql: "INSERT INTO lists_lists (id, title) VALUES (1, 'Errands')")
                for text in ["bread", "ミルク", "दूध"] {
                    try db.execute(
                        sql: "INSERT INTO lists_items (list_id, text) VALUES (1, ?)", arguments: [text])
                }
            }
        }
        await stores.close()
        // When a step rebuilds the lists' table (a new column with a default), as SQLite documents
        let step = """
            CREATE TABLE lists_lists_new (id INTEGER PRIMARY KEY, title TEXT NOT NULL, colour TEXT NOT NULL DEFAULT 'none');
            INSERT INTO lists_lists_new (id, title) SELECT id, title FROM lists_lists;
            DROP TABLE lists_lists;
            ALTER TABLE lists_lists_new RENAME TO lists_lists;
            """
        let after = try await Stores.open(.sqliteFile(path: path), features: [Self.rebuilt(step)])
        guard case .sqlite(let access) = after.storage else { return }
        // Then every item is there (a cascade from the drop would have taken them all)
        let items = try await access.read { db in
            try String.fetchAll(db, sql: "SELECT text FROM lists_items ORDER BY rowid")
        }
        #expect(items == ["bread", "ミルク", "दूध"])
        // And foreign keys hold again for the app's writes on the connection that migrated:
        // deleting the list takes its items
        let left = try await access.write { db in
            try db.execute(sql: "DELETE FROM lists_lists WHERE id = 1")
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM lists_items") ?? -1
        }
        #expect(left == 0)
        await after.close()
    }

    @Test func aStepThatLeavesAReferenceToNothingIsRefusedNamingTheTableAndNothingIsKept() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        let stores = try await Stores.open(.sqliteFile(path: path), features: [Self.lists])
        if case .sqlite(let access) = stores.storage {
            try await access.write { db in
                try db.execute(sql: "INSERT INTO lists_lists (id, title) VALUES (1, 'Errands')")
                try db.execute(sql: "INSERT INTO lists_items (list_id, text) VALUES (1, 'bread')")
            }
        }
        await stores.close()
        // When a step deletes the list and not its items (foreign keys off: no cascade)
        let error = await #expect(throws: SchemaError.self) {
            _ = try await Stores.open(
                .sqliteFile(path: path), features: [Self.rebuilt("DELETE FROM lists_lists;")])
        }
        #expect(
            error?.description
                == "Refused lists migration 2 (lists rebuilt): it leaves rows of lists_items that refer to no row "
                + "of lists_lists (foreign keys are checked after each step, as SQLite's table rebuild asks). "
                + "Nothing was changed.")
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        #expect(
            try await queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM lists_lists") } == 1)
        #expect(
            try await queue.read { db in
                try Int.fetchOne(
                    db, sql: "SELECT MAX(version) FROM mosaic_feature_migrations WHERE feature = 'lists'")
            } == 1)
    }
}
