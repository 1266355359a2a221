import FeedStorage
import Foundation
import Infrastructure
import ProfileStorage

/// The Infrastructure side of the app, as typed members: what the adapters turn into feature
/// ports. Built by `AppContainer`; tests replace any member by value.
public struct AppServices: Sendable {
    public var people: any PeopleStore
    /// The database every feature's own store works on (`<Name>Storage.store(on:)`): a feature
    /// added with its own data reads it here, touching no shared file.
    public var storage: StorageAccess
    /// The feed's and the profile's stores, as members a test replaces by value.
    public var posts: any PostStore
    public var bios: any BioStore
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

    public init(
        people: any PeopleStore, storage: StorageAccess, posts: any PostStore, bios: any BioStore,
        flags: FeatureFlags,
        preferences: any PreferencesStore, session: any SessionStore, analytics: any AnalyticsSink,
        display: DisplaySettings, drafts: any DraftStore = InMemoryDraftStore(),
        now: @escaping @Sendable () -> Date = { Date() },
        changes: @escaping @Sendable () -> AsyncStream<StoreEvent> = { AsyncStream { $0.finish() } }
    ) {
        self.people = people
        self.storage = storage
        self.posts = posts
        self.bios = bios
        self.flags = flags
        self.preferences = preferences
        self.session = session
        self.analytics = analytics
        self.display = display
        self.drafts = drafts
        self.now = now
        self.allChanges = changes
    }
}
