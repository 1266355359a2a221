import Foundation
import GRDB

/// The SQLite backend: a WAL-mode file (a pool: readers never wait for the writer) or an
/// in-memory database, migrated on open. Opening an up-to-date file writes nothing, so a read
/// (`mosaic snapshot`) works while another process holds the write lock; a write that meets
/// that lock waits for it (see `SQLiteLockWait`).
struct SQLiteEngine: DatabaseEngine {
    let access: SQLiteAccess
    /// Nil in memory.
    var databaseID: String? = nil
    let changes: ChangeHub
    var identity: StoreIdentity { .chosenOnThisDevice(databaseID: databaseID) }
    var people: any PeopleStore { SQLitePeopleStore(access: access) }
    var posts: any PostStore { SQLitePostStore(access: access) }
    var flags: any FlagStore { SQLiteFlagStore(access: access) }

    /// How long a write waits for another process's lock before `StoreError.locked`.
    static let defaultLockLimit: TimeInterval = 60

    /// `openedAt`: the newest change log row when opened; changes after it are reported.
    init(access: SQLiteAccess, databaseID: String? = nil, openedAt: Int64) {
        self.access = access
        self.databaseID = databaseID
        changes = ChangeHub { hub in
            let watcher = SQLiteChangeWatcher(access: access, hub: hub, after: openedAt)
            watcher.start()
            return { await watcher.stop() }
        }
        access.lockWait.announce(to: changes)
    }

    static func openInMemory() throws -> SQLiteEngine {
        let lockWait = SQLiteLockWait(path: ":memory:", limit: defaultLockLimit)
        let access = SQLiteAccess(
            writer: try DatabaseQueue(configuration: configuration(lockWait)), path: ":memory:",
            lockWait: lockWait)
        try migrate(access)
        return SQLiteEngine(access: access, openedAt: try newestChange(access))
    }

    /// Opens (creating if absent) the file. Refuses, without touching it, a file that is not
    /// SQLite, is read-only, or comes from a newer schema. `lockLimit` is how long a write
    /// waits for another process's lock.
    static func openFile(path: String, lockLimit: TimeInterval = defaultLockLimit) throws -> SQLiteEngine {
        try SQLiteFileCheck.beforeOpening(path: path)
        let lockWait = SQLiteLockWait(path: path, limit: lockLimit)
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration(lockWait))
        } catch {
            throw SQLiteErrors.map(error, path: path)
        }
        let access = SQLiteAccess(writer: pool, path: path, lockWait: lockWait)
        try migrate(access)
        return SQLiteEngine(
            access: access, databaseID: try identify(access), openedAt: try newestChange(access))
    }

    private static func newestChange(_ access: SQLiteAccess) throws -> Int64 {
        do {
            return try access.writer.read { db in
                try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(seq), 0) FROM change_log") ?? 0
            }
        } catch {
            throw access.map(error)
        }
    }

    /// The file's own id, made on first open (in the meta table, so it moves with the file).
    /// Read first: only a file without one is written to.
    private static func identify(_ access: SQLiteAccess) throws -> String {
        let read: @Sendable (Database) throws -> String? = { db in
            try String.fetchOne(
                db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [MetaKey.databaseID])
        }
        do {
            if let found = try access.writer.read(read) { return found }
            return try access.writer.write { db in
                try db.execute(
                    sql: "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
                    arguments: [MetaKey.databaseID, UUID().uuidString.lowercased()])
                return try read(db) ?? ""
            }
        } catch {
            throw access.map(error)
        }
    }

    private static func configuration(_ lockWait: SQLiteLockWait) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .callback { tries in lockWait.shouldRetry(tries: tries) }
        configuration.foreignKeysEnabled = true
        return configuration
    }

    /// Migrates only when a migration is missing: a read decides, so opening an up-to-date
    /// file takes no write lock.
    private static func migrate(_ access: SQLiteAccess) throws {
        let migrator = SQLiteSchema.migrator
        do {
            let (found, complete) = try access.writer.read { db -> (Int?, Bool) in
                if try migrator.hasBeenSuperseded(db) {
                    return (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations") ?? 0, false)
                }
                return (nil, try migrator.hasCompletedMigrations(db))
            }
            if let found {
                throw StoreError.newerSchema(
                    path: access.path, found: found, supported: migrator.migrations.count)
            }
            if !complete {
                defer { access.lockWait.writeEnded() }
                try migrator.migrate(access.writer)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw access.map(error)
        }
    }

    func writeBatch(_ batch: ContentBatch, origin: ContentOrigin, onlyIfPristine: Bool) async throws -> Bool {
        // A read answers "already filled" (every launch after the first) without the write lock.
        if onlyIfPristine, try await !isPristine() { return false }
        return try await access.write { db in
            if onlyIfPristine, try !Self.isPristine(db) { return false }
            let before = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(seq), 0) FROM change_log") ?? 0
            try Self.insert(batch, db)
            // One change for a bulk write, not one per row (SQLite has no statement triggers).
            if batch.people.count + batch.posts.count > 100 {
                try db.execute(sql: "DELETE FROM change_log WHERE seq > ?", arguments: [before])
                try db.execute(
                    sql: "INSERT INTO change_log (kind, at) VALUES ('many_changed', ?)",
                    arguments: [StoredTime.milliseconds(Date())])
            }
            try db.execute(
                sql: "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
                arguments: [MetaKey.contentOrigin, origin.rawValue])
            return true
        }
    }

    private func isPristine() async throws -> Bool {
        try await access.read { db in try Self.isPristine(db) }
    }

    /// No people and no content ever written by a sample, seed or import.
    private static func isPristine(_ db: Database) throws -> Bool {
        let hasOrigin =
            try String.fetchOne(
                db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [MetaKey.contentOrigin])
            != nil
        let hasPeople = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM people)") ?? false
        return !hasOrigin && !hasPeople
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
        var postIDs: [Int64] = []
        postIDs.reserveCapacity(batch.posts.count)
        for post in batch.posts {
            guard let author = authors[post.authorHandle] else {
                throw UnknownAuthorError(handle: post.authorHandle, line: post.line)
            }
            let created = StoredTime.milliseconds(post.createdAt)
            try addPost.execute(arguments: [
                author, post.title, post.body, StoredTags.encode(post.tags), created, created,
            ])
            postIDs.append(db.lastInsertedRowID)
        }
        try insertLikes(batch, postIDs: postIDs, people: authors, db)
        try datePeopleBackToTheirFirstPosts(batch.authorHandles, db)
    }

    /// The batch's likes; their triggers keep the counts (a like given twice counts once).
    private static func insertLikes(
        _ batch: ContentBatch, postIDs: [Int64], people: [String: Int64], _ db: Database
    ) throws {
        guard !batch.likes.isEmpty else { return }
        let addLike = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO likes (post_id, person_id, created_at) VALUES (?, ?, ?)")
        for like in batch.likes where postIDs.indices.contains(like.post) {
            guard let liker = people[like.likerHandle] else {
                throw UnknownAuthorError(handle: like.likerHandle, line: batch.posts[like.post].line)
            }
            let liked = StoredTime.milliseconds(batch.posts[like.post].createdAt)
            try addLike.execute(arguments: [postIDs[like.post], liker, liked])
        }
    }

    /// Nobody's posts predate their joining: each author who joined after their earliest post
    /// is dated back to it (the `(author_id, created_at)` index finds it at once).
    private static func datePeopleBackToTheirFirstPosts(_ handles: [String], _ db: Database) throws {
        let earliest = "(SELECT MIN(p.created_at) FROM posts p WHERE p.author_id = people.id)"
        let dateBack = try db.cachedStatement(
            sql: "UPDATE people SET created_at = \(earliest) WHERE handle = ? AND created_at > \(earliest)")
        for handle in handles {
            try dateBack.execute(arguments: [handle])
        }
    }

    /// Folds the write-ahead log back into the database before closing. GRDB closes the writer
    /// before the readers, and a read-only last connection cannot checkpoint, so without this
    /// every exit left the log behind and the next launch replayed it (a 100,000-post seed left
    /// 8 MB, which made every later start 5 ms slower).
    ///
    /// Then one small write leaves a log of a page or two: GRDB's pool, opening a database
    /// whose log is missing or empty, writes to it, and that write would wait for another
    /// process's lock, so a read-only `mosaic snapshot` would wait for someone else's save.
    ///
    /// Neither waits: another process holding the lock keeps the log for later.
    func close() async {
        await changes.close()
        guard let pool = access.writer as? DatabasePool else { return }
        _ = try? await pool.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA busy_timeout = 0")
            try db.checkpoint(.truncate)
            try db.execute(
                sql: "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                arguments: [MetaKey.closedAt, String(StoredTime.milliseconds(Date()))])
        }
        try? pool.close()
    }
}
