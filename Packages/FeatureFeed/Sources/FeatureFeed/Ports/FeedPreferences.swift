/// The user's choices that change how the feed behaves.
public protocol FeedPreferences: Sendable {
    /// False when the user opted out of analytics: the feed then sends no event at all.
    func analyticsAllowed() async -> Bool
    /// True when the user prefers one line per post instead of two.
    func compactFeed() async -> Bool
}
