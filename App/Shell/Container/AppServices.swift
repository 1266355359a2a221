import Foundation
import Infrastructure

/// The Infrastructure side of the app, as typed members: what the adapters turn into feature
/// ports. Built by `AppContainer`; tests replace any member by value, and any feature's store by
/// its key (`replace(_:with:)`).
public struct AppServices: Sendable {
    public var people: any PeopleStore
    /// The database every feature's own store works on: each feature opens its store the same
    /// way, `services.store(<Its>Key.self)`, touching no shared file.
    public var storage: StorageAccess
    public var flags: FeatureFlags
    public var preferences: any PreferencesStore
    public var session: any SessionStore
    public var analytics: any AnalyticsSink
    /// Display choices the running app follows (Colour).
    public var display: DisplaySettings
    /// What a person typed and has not saved, kept per database and person.
    public var drafts: any DraftStore
    public var now: @Sendable () -> Date
    /// A new stream of the database's changes and connection news per call (`Stores.changes`),
    /// as the person signed in may be told of them: another person's private change (a message
    /// to someone else) never reaches their screens. By default one that ends at once (nothing
    /// changes under a test's fakes).
    public var changes: @Sendable () -> AsyncStream<StoreEvent> {
        get {
            let (all, session) = (allChanges, session)
            return { PrivateChanges.visible(all(), to: session) }
        }
        set { allChanges = newValue }
    }
    /// Every change, whoever it is for.
    private var allChanges: @Sendable () -> AsyncStream<StoreEvent>
    /// What tests put in place of features' stores, by key.
    private var replaced: [ObjectIdentifier: any Sendable] = [:]

    public init(
        people: any PeopleStore, storage: StorageAccess, flags: FeatureFlags,
        preferences: any PreferencesStore, session: any SessionStore, analytics: any AnalyticsSink,
        display: DisplaySettings, drafts: any DraftStore = InMemoryDraftStore(),
        now: @escaping @Sendable () -> Date = { Date() },
        changes: @escaping @Sendable () -> AsyncStream<StoreEvent> = { AsyncStream { $0.finish() } }
    ) {
        self.people = people
        self.storage = storage
        self.flags = flags
        self.preferences = preferences
        self.session = session
        self.analytics = analytics
        self.display = display
        self.drafts = drafts
        self.now = now
        self.allChanges = changes
    }

    /// A feature's store on this database, or what a test put in its place.
    public func store<Key: FeatureStoreKey>(_ key: Key.Type) -> Key.Store {
        if let replacement = replaced[ObjectIdentifier(key)] as? Key.Store { return replacement }
        return Key.store(on: storage)
    }

    /// Puts `store` in place of a feature's own (tests: a store that fails, that waits, that
    /// returns hostile text).
    public mutating func replace<Key: FeatureStoreKey>(_ key: Key.Type, with store: Key.Store) {
        replaced[ObjectIdentifier(key)] = store
    }

    /// The same, by the key's identity (`AppContainer.Overrides`, which keeps no metatype).
    mutating func replace(_ key: ObjectIdentifier, with store: any Sendable) {
        replaced[key] = store
    }
}

/// How a feature's Wiring names one of its stores for `AppServices.store(_:)`: the key's type is
/// the name (no string, no registry), and it opens the store on the app's database.
public protocol FeatureStoreKey {
    associatedtype Store: Sendable
    static func store(on storage: StorageAccess) -> Store
}
