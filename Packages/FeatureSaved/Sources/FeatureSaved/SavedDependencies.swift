/// Everything the Saved feature needs from the outside world, one port per member, passed by value.
public struct SavedDependencies {
    public var posts: any SavedPostsSource
    public var changes: any SavedChanges
    public var analytics: any SavedAnalytics

    public init(posts: any SavedPostsSource, changes: any SavedChanges, analytics: any SavedAnalytics) {
        self.posts = posts
        self.changes = changes
        self.analytics = analytics
    }
}
