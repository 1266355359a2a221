import Foundation
import Infrastructure

/// The composition root: every dependency the app uses, as typed members built once. There is
/// no registry and no lookup by name, so a missing dependency is a compile error, not a crash.
public struct AppContainer: Sendable {
    public let services: AppServices
    private let stores: Stores?
    /// Which database this is (nil for the preview's), so what is kept per database (the place
    /// in the app) is kept apart.
    public var identity: StoreIdentity? { stores?.identity }

    init(services: AppServices, stores: Stores?) {
        self.services = services
        self.stores = stores
    }

    /// The real app: the configured database, files under XDG. Who is signed in comes from
    /// `session(for:configuration:)`: this device's choice on SQLite, the login on PostgreSQL
    /// (whose password and TLS settings come from `login`).
    public static func live(
        _ configuration: AppConfiguration, features: FeatureCatalog = .app,
        login: PostgresLoginOptions = PostgresLoginOptions()
    ) async throws -> AppContainer {
        let stores = try await Stores.open(configuration.backend, login: login, features: features.storage)
        let preferences = FilePreferencesStore(paths: configuration.paths)
        let session = try await session(for: stores, configuration: configuration, features: features)
        let sink: any AnalyticsSink =
            configuration.analyticsFile.map { JSONLinesAnalyticsSink(path: $0) } ?? NoAnalyticsSink()
        let services = AppServices(
            stores, flags: features.flagDefinitions, preferences: preferences, session: session,
            analytics: OptOutAnalyticsSink(wrapping: sink, preferences: preferences),
            display: await DisplaySettings(
                usesColour: (try? preferences.load().colour) != "none",
                colourOffReason: configuration.colourOffReason),
            drafts: drafts(for: stores, configuration: configuration),
            changes: { stores.changes })
        return AppContainer(services: services, stores: stores)
    }

    /// Drafts on disk for a database that is on disk or on a server; in memory for an in-memory one.
    static func drafts(for stores: Stores, configuration: AppConfiguration) -> any DraftStore {
        switch stores.identity {
        case .databaseLogin(let login):
            FileDraftStore(path: configuration.paths.draftsFile, database: login.memberURL)
        case .chosenOnThisDevice(let databaseID?):
            FileDraftStore(path: configuration.paths.draftsFile, database: databaseID)
        case .chosenOnThisDevice(nil):
            InMemoryDraftStore()
        }
    }

    /// In memory with the sample data, signed in as the first person: nothing touches disk.
    public static func preview(features: FeatureCatalog = .app) async throws -> AppContainer {
        let stores = try await Stores.open(.sqliteInMemory, features: features.storage)
        try await SampleContent.addIfEmpty(to: stores, features: features)
        let firstID = try await stores.people.allPeople().first?.id
        let services = AppServices(
            stores, flags: features.flagDefinitions, preferences: InMemoryPreferencesStore(),
            session: InMemorySessionStore(signedIn: firstID),
            analytics: NoAnalyticsSink(), display: await DisplaySettings(usesColour: true),
            changes: { stores.changes })
        return AppContainer(services: services, stores: stores)
    }

    /// The preview container with some members replaced, for tests.
    public static func test(_ overrides: Overrides = Overrides()) async throws -> AppContainer {
        let base = try await preview()
        return AppContainer(services: overrides.applied(to: base.services), stores: base.stores)
    }

    /// Members a test replaces; nil keeps the preview's. Features' stores are replaced by key
    /// (`replacing(_:with:)`), as the app hands every feature its store.
    public struct Overrides: Sendable {
        public var people: (any PeopleStore)?
        public var preferences: (any PreferencesStore)?
        public var session: (any SessionStore)?
        public var analytics: (any AnalyticsSink)?
        public var now: (@Sendable () -> Date)?
        private var stores: [(key: ObjectIdentifier, store: any Sendable)] = []

        public init(
            people: (any PeopleStore)? = nil, preferences: (any PreferencesStore)? = nil,
            session: (any SessionStore)? = nil, analytics: (any AnalyticsSink)? = nil,
            now: (@Sendable () -> Date)? = nil
        ) {
            self.people = people
            self.preferences = preferences
            self.session = session
            self.analytics = analytics
            self.now = now
        }

        /// These overrides with `store` in place of the feature's store `key` names.
        public func replacing<Key: FeatureStoreKey>(_ key: Key.Type, with store: Key.Store) -> Overrides {
            var result = self
            result.stores.append((ObjectIdentifier(key), store))
            return result
        }

        func applied(to services: AppServices) -> AppServices {
            var result = services
            if let people { result.people = people }
            if let preferences { result.preferences = preferences }
            if let session { result.session = session }
            if let analytics { result.analytics = analytics }
            if let now { result.now = now }
            for (key, store) in stores { result.replace(key, with: store) }
            return result
        }
    }

    /// Ends database connections and writes pending analytics.
    public func close() async {
        await services.analytics.flush()
        await stores?.close()
    }
}

extension AppServices {
    /// The services on an opened database: the platform's people, the database every feature's
    /// store works on, the flags resolved over the stored values (the platform's).
    init(
        _ stores: Stores, flags: [FlagDefinition], preferences: any PreferencesStore,
        session: any SessionStore,
        analytics: any AnalyticsSink, display: DisplaySettings, drafts: any DraftStore = InMemoryDraftStore(),
        changes: @escaping @Sendable () -> AsyncStream<StoreEvent>
    ) {
        self.init(
            people: stores.people, storage: stores.storage,
            flags: FeatureFlags(definitions: flags, store: StoredFlags.store(on: stores.storage)),
            preferences: preferences, session: session, analytics: analytics, display: display,
            drafts: drafts,
            changes: changes)
    }
}
