import FeatureFeed

/// Where the feed's pages link: each link is what one of the feed's events asks for, turned
/// into a path by the shell (`FeedEvent.openPost(id: 60)` is `/post/60`), so the pages hold no
/// route table of their own.
public struct FeedLinks {
    /// The feed's own page, where a deleted post's page sends the person.
    public let feed: String
    /// The search page, where a results page's own search box sends its words.
    public var searchPage: String?
    private let path: (FeedEvent) -> String?

    public init(feed: String, path: @escaping (FeedEvent) -> String?) {
        self.feed = feed
        self.path = path
    }

    public func href(_ event: FeedEvent) -> String {
        path(event) ?? feed
    }
}
