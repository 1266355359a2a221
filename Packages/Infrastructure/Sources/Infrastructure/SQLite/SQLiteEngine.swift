import Foundation
import GRDB

/// The SQLite backend: a WAL-mode file (a pool: readers never wait for the writer) or an
/// in-memory database, migrated on open.
struct SQLiteEngine: DatabaseEngine {
    let access: SQLiteAccess
    /// Nil in memory.
    var databaseID: String? = nil
    var identity: StoreIdentity { .chosenOnThisDevice(databaseID: databaseID) }
    var people: any PeopleStore { SQLitePeopleStore(access: access) }
    var posts: any PostStore { SQLitePostStore(access: access) }
    var flags: any FlagStore { SQLiteFlagStore(access: access) }

    static func openInMemory() throws -> SQLiteEngine {
        let access = SQLiteAccess(
            writer: try DatabaseQueue(configuration: configuration(busySeconds: 5)), path: ":memory:")
        try migrate(access)
        return SQLiteEngine(access: access)
    }

    /// Opens (creating if absent) the file. Refuses, without touching it, a file that is not
    /// SQLite, is read-only, is locked, or comes from a newer schema.
    static func openFile(path: String, busySeconds: Double = 5) throws -> SQLiteEngine {
        try SQLiteFileCheck.beforeOpening(path: path)
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration(busySeconds: busySeconds))
        } catch {
            throw SQLiteErrors.map(error, path: path)
        }
        let access = SQLiteAccess(writer: pool, path: path)
        try migrate(access)
        return SQLiteEngine(access: access, databaseID: try identify(access))
    }

    /// The file's own id, made on first open (in the meta table, so it moves with the file).
    private static func identify(_ access: SQLiteAccess) throws -> String {
        do {
            return try access.writer.write { db in
                try db.execute(
                    sql: "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
                    arguments: [MetaKey.databaseID, UUID().uuidString.lowercased()])
                return try String.fetchOne(
                    db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [MetaKey.databaseID]) ?? ""
            }
        } catch {
            throw access.map(error)
        }
    }

    private static func configuration(busySeconds: Double) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busySeconds)
        configuration.foreignKeysEnabled = true
        return configuration
    }

    private static func migrate(_ access: SQLiteAccess) throws {
        let migrator = SQLiteSchema.migrator
        do {
            let found = try access.writer.read { db -> Int? in
                guard try migrator.hasBeenSuperseded(db) else { return nil }
                return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations") ?? 0
            }
            if let found {
                throw StoreError.newerSchema(
                    path: access.path, found: found, supported: migrator.migrations.count)
            }
            try migrator.migrate(access.writer)
            // Take the write lock once now, so a database another process holds is reported
            // at open rather than at the first save.
            try access.writer.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) { .commit }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw access.map(error)
        }
    }

    func writeBatch(_ batch: ContentBatch, origin: ContentOrigin, onlyIfPristine: Bool) async throws -> Bool {
        try await access.write { db in
            if onlyIfPristine {
                let hasOrigin =
                    try String.fetchOne(
                        db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [MetaKey.contentOrigin])
                    != nil
                let hasPeople = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM people)") ?? false
                if hasOrigin || hasPeople { return false }
            }
            try Self.insert(batch, db)
            try db.execute(
                sql: "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
                arguments: [MetaKey.contentOrigin, origin.rawValue])
            return true
        }
    }

    private static func insert(_ batch: ContentBatch, _ db: Database) throws {
        let now = StoredTime.milliseconds(batch.joinedAt ?? Date())
        let addPerson = try db.cachedStatement(
            sql: "INSERT INTO people (handle, display_name, bio, created_at) VALUES (?, ?, ?, ?)")
        for person in batch.people {
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM people WHERE handle = ?", arguments: [person.handle])
                != nil
            {
                throw StoreError.duplicateHandle(person.handle)
            }
            try addPerson.execute(arguments: [person.handle, person.displayName, person.bio, now])
        }
        guard !batch.posts.isEmpty else { return }
        var authors: [String: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT handle, id FROM people") {
            authors[try row.decode(String.self, atIndex: 0)] = try row.decode(Int64.self, atIndex: 1)
        }
        let addPost = try db.cachedStatement(
            sql:
                "INSERT INTO posts (author_id, title, body, tags, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
        )
        for post in batch.posts {
            guard let author = authors[post.authorHandle] else {
                throw UnknownAuthorError(handle: post.authorHandle, line: post.line)
            }
            let created = StoredTime.milliseconds(post.createdAt)
            try addPost.execute(arguments: [
                author, post.title, post.body, StoredTags.encode(post.tags), created, created,
            ])
        }
    }

    /// Folds the write-ahead log back into the database before closing. GRDB closes the writer
    /// before the readers, and a read-only last connection cannot checkpoint, so without this
    /// every exit left the log behind and the next launch replayed it (a 100,000-post seed left
    /// 8 MB, which made every later start 5 ms slower). Busy (another process reading) is fine:
    /// that process's last connection checkpoints instead.
    func close() async {
        guard let pool = access.writer as? DatabasePool else { return }
        _ = try? await pool.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        try? pool.close()
    }
}
