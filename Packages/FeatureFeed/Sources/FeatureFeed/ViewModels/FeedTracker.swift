/// Sends analytics events only when the person has not opted out. Their choice is read with
/// every load (`FeedPreferences.analyticsAllowed`, then `update`), so sending never waits: an
/// opt-out made in Settings holds from the next time the feed or a post is shown. Until the
/// choice is known, nothing is sent.
final class FeedTracker {
    private let analytics: any FeedAnalytics
    private var isAllowed = false

    init(analytics: any FeedAnalytics) {
        self.analytics = analytics
    }

    /// The person's choice, as a load read it.
    func update(allowed: Bool) {
        isAllowed = allowed
    }

    func send(_ event: String, _ properties: [String: String] = [:]) {
        guard isAllowed else { return }
        analytics.track(event, properties: properties)
    }
}
