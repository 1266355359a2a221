import Foundation

/// The opened database as the set of stores the shell adapts to feature ports.
/// Open it once with `Stores.open(_:)`; `close()` before exit (it ends the PostgreSQL pool).
public struct Stores: Sendable {
    public let backend: StoreBackend
    public let people: any PeopleStore
    public let posts: any PostStore
    public let flags: any FlagStore
    /// Who decides who is signed in: this device (SQLite) or the database login (PostgreSQL).
    public let identity: StoreIdentity

    /// Every change to the database from now on, whoever made it, and news about the
    /// connection (see `StoreEvent`). Each access is a new stream of its own, so every screen
    /// can listen; it ends when the stores close (or when its task is cancelled). On
    /// PostgreSQL changes arrive within a second of their commit (LISTEN/NOTIFY); on SQLite
    /// changes by any process on the file arrive within about half a second (the file is
    /// checked with `PRAGMA data_version`); in memory, only this app's own changes.
    ///
    ///     for await event in stores.changes {
    ///         switch event {
    ///         case .postPublished(let id, let author): ...
    ///         case .connectionLost(let error): show(error.description)
    ///         ...
    ///         }
    ///     }
    public var changes: AsyncStream<StoreEvent> { database.changes.subscribe() }
    let database: any DatabaseEngine

    init(backend: StoreBackend, database: any DatabaseEngine) {
        self.backend = backend
        self.database = database
        self.people = database.people
        self.posts = database.posts
        self.flags = database.flags
        self.identity = database.identity
    }

    /// Opens the backend. SQLite is migrated on open; a file that is not SQLite, from a newer
    /// schema, read-only or locked is a `StoreError` naming it, and is never modified.
    /// PostgreSQL signs in with `login`'s password sources and TLS settings and must have been
    /// set up by `TeamDatabase.initialize` (`mosaic team init`); it is never changed here.
    public static func open(_ backend: StoreBackend, login: PostgresLoginOptions = PostgresLoginOptions())
        async throws -> Stores
    {
        switch backend {
        case .sqliteFile(let path):
            Stores(backend: backend, database: try SQLiteEngine.openFile(path: path))
        case .sqliteInMemory:
            Stores(backend: backend, database: try SQLiteEngine.openInMemory())
        case .postgres(let url):
            Stores(backend: backend, database: try await PostgresEngine.open(url: url, login: login))
        }
    }

    /// Adds the deterministic sample data (about 6 people, 60 posts) only when this database was
    /// never filled: no people and no earlier seed, import or sample. Returns whether it did.
    /// On PostgreSQL only the owner's call adds anything (`mosaic team init --sample-data`).
    @discardableResult
    public func seedSampleDataIfEmpty() async throws -> Bool {
        try await database.writeBatch(SampleData.batch(now: Date()), origin: .sample, onlyIfPristine: true)
    }

    /// Releases connections. Safe to call more than once.
    public func close() async {
        await database.close()
    }
}
