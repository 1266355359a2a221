import Foundation

/// The opened database as the set of stores the shell adapts to feature ports.
/// Open it once with `Stores.open(_:)`; `close()` before exit (it ends the PostgreSQL pool).
public struct Stores: Sendable {
    public let backend: StoreBackend
    public let people: any PeopleStore
    public let posts: any PostStore
    public let flags: any FlagStore
    let database: any DatabaseEngine

    init(backend: StoreBackend, database: any DatabaseEngine) {
        self.backend = backend
        self.database = database
        self.people = database.people
        self.posts = database.posts
        self.flags = database.flags
    }

    /// Opens the backend and runs its migrations. A file that is not SQLite, from a newer
    /// schema, read-only or locked is a `StoreError` naming it, and is never modified.
    public static func open(_ backend: StoreBackend) async throws -> Stores {
        switch backend {
        case .sqliteFile(let path):
            Stores(backend: backend, database: try SQLiteEngine.openFile(path: path))
        case .sqliteInMemory:
            Stores(backend: backend, database: try SQLiteEngine.openInMemory())
        case .postgres(let url):
            Stores(backend: backend, database: try await PostgresEngine.open(url: url))
        }
    }

    /// Adds the deterministic sample data (about 6 people, 60 posts) only when this database was
    /// never filled: no people and no earlier seed, import or sample. Returns whether it did.
    @discardableResult
    public func seedSampleDataIfEmpty() async throws -> Bool {
        try await database.writeBatch(SampleData.batch(now: Date()), origin: .sample, onlyIfPristine: true)
    }

    /// Releases connections. Safe to call more than once.
    public func close() async {
        await database.close()
    }
}
