/// Where the feed reports what people do ("feed.post_opened"); only called with the user's consent.
public protocol FeedAnalytics: Sendable {
    func track(_ event: String, properties: [String: String])
}
