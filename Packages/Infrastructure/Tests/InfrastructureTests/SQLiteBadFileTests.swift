import Foundation
import GRDB
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

@Suite("SQLite refuses bad files and leaves them untouched")
struct SQLiteBadFileTests {
    @Test func aFileThatIsNotSQLiteIsRefusedAndLeftAsItWas() async throws {
        // Given a text file where the database should be
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let content = Data("my shopping list\n".utf8)
        try content.write(to: URL(fileURLWithPath: path))
        // When opening it
        await #expect(throws: StoreError.notADatabase(path: path)) {
            _ = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        }
        // Then the file is unchanged and the message names it
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
        #expect(StoreError.notADatabase(path: path).description.contains(path))
    }

    @Test func aDatabaseFromANewerSchemaIsRefused() async throws {
        // Given a database migrated by a future version
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let stores = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        _ = try await makePerson(stores, "ada")
        await stores.close()
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO mosaic_feature_migrations (feature, version, summary, applied_at)
                    VALUES ('platform', 99, 'from the future', 0)
                    """)
        }
        try queue.close()
        // When opening it, Then it is refused with both versions named
        let supported = PlatformStorage.feature.sqlite.count
        let refusal = SchemaError.newer(database: path, feature: "platform", found: 99, known: supported)
        await #expect(throws: refusal) {
            _ = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        }
        // And its data is intact
        let check = try DatabaseQueue(path: path)
        #expect(try await check.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM people") } == 1)
        try check.close()
    }

    @Test func aReadOnlyFileIsRefused() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let created = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        await created.close()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        await #expect(throws: StoreError.readOnly(path: path)) {
            _ = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        }
        #expect(StoreError.readOnly(path: path).description.contains("chmod"))
    }

    /// Another program's database (a shopping list kept by some other app) is not set up as
    /// Mosaic's: Mosaic's tables are not added to it, and its file is not even switched to WAL.
    @Test(arguments: [false, true])
    func anotherProgramsDatabaseIsRefusedAndLeftAsItWas(inWALMode: Bool) async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("shopping.sqlite")
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(sql: "CREATE TABLE items (name TEXT); INSERT INTO items VALUES ('bread')")
        }
        if inWALMode {
            try await queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        await #expect(throws: StoreError.foreignDatabase(path: path, tables: ["items"])) {
            _ = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(
            StoreError.foreignDatabase(path: path, tables: ["items"]).description
                == "\(path) is another program's SQLite database (tables: items), not Mosaic's. "
                + "It was left untouched; point Mosaic at another file.")
    }

    @Test func anEmptySQLiteFileIsSetUpAsMosaics() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let queue = try DatabaseQueue(path: path)
        try await queue.write { try $0.execute(sql: "PRAGMA user_version = 0") }
        try queue.close()
        let stores = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        _ = try await makePerson(stores, "ada")
        await stores.close()
    }

    @Test func aFileDatabaseUsesWALAndKeepsWritesAcrossReopening() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("nested/dir/mosaic.sqlite")
        let stores = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        _ = try await makePerson(stores, "ada")
        await stores.close()
        let reopened = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        #expect(try await reopened.people.count() == 1)
        await reopened.close()
        let queue = try DatabaseQueue(path: path)
        #expect(try await queue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        try queue.close()
    }

    @Test func closingFoldsTheWriteAheadLogBackSoTheNextLaunchReplaysNothing() async throws {
        // Given a database that has just taken many writes
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let stores = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        for handle in ["ada", "grace", "alan", "linus"] { _ = try await makePerson(stores, handle) }
        // When the app closes it
        await stores.close()
        // Then the log holds at most the page or two written on closing (so the next opening
        // has nothing to write) and the writes are in the database itself
        // (Named parts: as one literal expression this took the type checker about 5 s.)
        let logBytes: Int = FileManager.default.contents(atPath: path + "-wal")?.count ?? 0
        let pageAndHeader: Int = 4_096 + 24
        #expect(logBytes <= 3 * pageAndHeader + 32)
        let reopened = try await Stores.open(.sqliteFile(path: path), features: EngineData.features)
        #expect(try await reopened.people.count() == 4)
        await reopened.close()
    }
}
