import Foundation

/// The opened database: the platform's people, and the access each feature's own store works
/// through (`storage`). Open it once with `Stores.open(_:features:)`; `close()` before exit (it
/// ends the PostgreSQL pool).
public struct Stores: Sendable {
    public let backend: StoreBackend
    public let people: any PeopleStore
    /// Where every feature's store does its work (`App/Features/<Name>/Storage/`).
    public let storage: StorageAccess
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
    ///         case .changed(let change) where change.kind == "post_published": ...
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
        self.storage = database.storage
        self.identity = database.identity
    }

    /// Opens the backend with every feature's data (`features`: the app's list; the platform's
    /// own comes first by itself). SQLite is migrated on open: each feature's history, in the
    /// order their dependencies give. A file that is not SQLite, from a newer Mosaic, read-only
    /// or locked is a `StoreError` (or `SchemaError`) naming it, and is never modified.
    /// PostgreSQL signs in with `login`'s password sources and TLS settings and must have been
    /// set up by `TeamDatabase.initialize` (`mosaic team init`) with the same features; it is
    /// never changed here.
    public static func open(
        _ backend: StoreBackend, login: PostgresLoginOptions = PostgresLoginOptions(),
        features: [FeatureStorage]
    ) async throws -> Stores {
        try await open(backend, login: login, features: features, platform: PlatformStorage.feature)
    }

    /// The same with the platform's history given (tests: an older build's).
    static func open(
        _ backend: StoreBackend, login: PostgresLoginOptions = PostgresLoginOptions(),
        features: [FeatureStorage], platform: FeatureStorage
    ) async throws -> Stores {
        let ordered = try FeatureOrder.arrange(features, platform: platform)
        return switch backend {
        case .sqliteFile(let path):
            Stores(backend: backend, database: try SQLiteEngine.openFile(path: path, features: ordered))
        case .sqliteInMemory:
            Stores(backend: backend, database: try SQLiteEngine.openInMemory(features: ordered))
        case .postgres(let url):
            Stores(
                backend: backend,
                database: try await PostgresEngine.open(url: url, login: login, features: ordered))
        }
    }

    /// Releases connections. Safe to call more than once.
    public func close() async {
        await database.close()
    }
}
