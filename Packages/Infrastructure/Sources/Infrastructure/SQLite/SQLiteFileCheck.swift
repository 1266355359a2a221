import Foundation
import GRDB

/// Checks a database file before SQLite sees it, so a wrong file is reported and left alone.
enum SQLiteFileCheck {
    private static let header = Array("SQLite format 3\u{0}".utf8)

    static func beforeOpening(path: String) throws {
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            // A new database holds private messages: only its owner may read it, whatever the
            // umask. Folders made for it are the owner's alone; the file is made empty (a valid
            // empty database) as 0600, and SQLite gives its -wal and -shm the file's mode.
            do {
                try manager.createDirectory(
                    atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError.cannotWrite(path: folder, reason: error.localizedDescription)
            }
            guard manager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            else {
                throw StoreError.cannotWrite(path: path, reason: "the file could not be created")
            }
            return
        }
        if isDirectory.boolValue { throw StoreError.notADatabase(path: path) }
        // The owner's write bit, not access(2): root may write anything, but a file marked
        // read-only was marked so on purpose.
        let attributes = try? manager.attributesOfItem(atPath: path)
        if let mode = (attributes?[.posixPermissions] as? NSNumber)?.intValue, mode & 0o200 == 0 {
            throw StoreError.readOnly(path: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw StoreError.readOnly(path: path) }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: header.count)) ?? Data()
        // An empty file is a valid empty database.
        if start.isEmpty { return }
        if Array(start) != header {
            throw StoreError.notADatabase(path: path)
        }
        // Another program's database is found read-only, before the pool opens it: opening a
        // pool writes (it switches a file to WAL, and GRDB makes and drops a table to be sure
        // the WAL exists), which would change someone else's file. A file this connection cannot
        // read (locked by its program) is left to the pool, whose open then says why.
        if let tables = try? readOnlyForeignTables(path: path), !tables.isEmpty {
            throw StoreError.foreignDatabase(path: path, tables: tables)
        }
    }

    /// The tables of another program's database: tables, and no migrator's. Empty for an empty
    /// database or one Mosaic has begun to set up.
    private static func foreignTables(_ db: Database) throws -> [String] {
        guard try !db.tableExists("grdb_migrations"), try !db.tableExists(SQLiteMigrator.table) else {
            return []
        }
        return try String.fetchAll(
            db,
            sql:
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        )
    }

    private static func readOnlyForeignTables(path: String) throws -> [String] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read(foreignTables)
    }
}
