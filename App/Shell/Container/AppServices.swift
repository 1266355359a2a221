import Foundation
import Infrastructure

/// The Infrastructure side of the app, as typed members: what the adapters turn into feature
/// ports. Built by `AppContainer`; tests replace any member by value.
public struct AppServices: Sendable {
    public var people: any PeopleStore
    public var posts: any PostStore
    public var flags: FeatureFlags
    public var preferences: any PreferencesStore
    public var session: any SessionStore
    public var analytics: any AnalyticsSink
    /// Display choices the running app follows (Colour).
    public var display: DisplaySettings
    /// What a person typed and has not saved, kept per database and person.
    public var drafts: any DraftStore
    public var now: @Sendable () -> Date
    /// A new stream of the database's changes and connection news per call (`Stores.changes`);
    /// by default one that ends at once (nothing changes under a test's fakes).
    public var changes: @Sendable () -> AsyncStream<StoreEvent>

    public init(
        people: any PeopleStore, posts: any PostStore, flags: FeatureFlags,
        preferences: any PreferencesStore, session: any SessionStore, analytics: any AnalyticsSink,
        display: DisplaySettings, drafts: any DraftStore = InMemoryDraftStore(),
        now: @escaping @Sendable () -> Date = { Date() },
        changes: @escaping @Sendable () -> AsyncStream<StoreEvent> = { AsyncStream { $0.finish() } }
    ) {
        self.people = people
        self.posts = posts
        self.flags = flags
        self.preferences = preferences
        self.session = session
        self.analytics = analytics
        self.display = display
        self.drafts = drafts
        self.now = now
        self.changes = changes
    }
}
