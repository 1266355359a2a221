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
    var storage: StorageAccess { .sqlite(access) }

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

    /// `features`: every feature's data, ordered (`FeatureOrder`), the platform's first.
    static func openInMemory(features: [FeatureStorage]) throws -> SQLiteEngine {
        let lockWait = SQLiteLockWait(path: ":memory:", limit: defaultLockLimit)
        let access = SQLiteAccess(
            writer: try DatabaseQueue(configuration: configuration(lockWait)), path: ":memory:",
            lockWait: lockWait)
        try migrate(access, features: features)
        return SQLiteEngine(access: access, openedAt: try newestChange(access))
    }

    /// Opens (creating if absent) the file. Refuses, without touching it, a file that is not
    /// SQLite, is read-only, or comes from a newer schema. `lockLimit` is how long a write
    /// waits for another process's lock.
    static func openFile(
        path: String, features: [FeatureStorage], lockLimit: TimeInterval = defaultLockLimit
    ) throws -> SQLiteEngine {
        try SQLiteFileCheck.beforeOpening(path: path)
        let lockWait = SQLiteLockWait(path: path, limit: lockLimit)
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration(lockWait))
        } catch {
            throw SQLiteErrors.map(error, path: path)
        }
        let access = SQLiteAccess(writer: pool, path: path, lockWait: lockWait)
        try migrate(access, features: features)
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

    /// Migrates only when a step is missing: a read decides, so opening an up-to-date file takes
    /// no write lock. The write plans again under the lock (another process may have migrated
    /// in between).
    private static func migrate(_ access: SQLiteAccess, features: [FeatureStorage]) throws {
        let migrator = SQLiteMigrator(features: features)
        let label = access.path
        do {
            let plan = try access.writer.read { db in try migrator.plan(db, label: label) }
            guard !plan.isEmpty else { return }
            defer { access.lockWait.writeEnded() }
            // Foreign keys off for the steps (a pragma a transaction ignores, so set around it)
            // and checked after each one (`SQLiteMigrator.apply`).
            try access.writer.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
                try db.inTransaction(.immediate) {
                    try migrator.apply(try migrator.plan(db, label: label), db)
                    return .commit
                }
            }
        } catch let error as StoreError {
            throw error
        } catch let error as SchemaError {
            throw error
        } catch {
            throw access.map(error)
        }
    }

    /// Folds the write-ahead log back into the database before closing. GRDB closes the writer
    /// before the readers, and a read-only last connection cannot checkpoint, so without this
    /// every exit left the log behind and the next launch replayed it (a seed of 100,000 rows left
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
