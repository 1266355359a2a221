/// Feature flags, read when the feed appears or refreshes (e.g. "feed.like_counts").
public protocol FeedFlags: Sendable {
    func isOn(_ flag: String) async -> Bool
}
