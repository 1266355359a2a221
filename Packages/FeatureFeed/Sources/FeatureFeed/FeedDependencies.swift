/// Everything the feed needs from the outside world, one port per member, passed by value.
public struct FeedDependencies {
    public var posts: any FeedPostsSource
    public var prompt: any FeedPrompt
    public var analytics: any FeedAnalytics
    public var preferences: any FeedPreferences
    public var session: any FeedSession
    public var flags: any FeedFlags
    public var clock: any FeedClock
    public var drafts: any FeedDrafts
    /// Changes made elsewhere; by default nothing changes (a front end that cannot listen).
    public var changes: any FeedChanges

    public init(
        posts: any FeedPostsSource,
        prompt: any FeedPrompt,
        analytics: any FeedAnalytics,
        preferences: any FeedPreferences,
        session: any FeedSession,
        flags: any FeedFlags,
        clock: any FeedClock,
        drafts: any FeedDrafts,
        changes: any FeedChanges = UnchangingFeed()
    ) {
        self.posts = posts
        self.prompt = prompt
        self.analytics = analytics
        self.preferences = preferences
        self.session = session
        self.flags = flags
        self.clock = clock
        self.drafts = drafts
        self.changes = changes
    }
}

/// The changes of a feed nobody else changes: each stream ends at once.
public struct UnchangingFeed: FeedChanges {
    public init() {}

    public func changes() -> AsyncStream<FeedChange> {
        AsyncStream { $0.finish() }
    }
}
