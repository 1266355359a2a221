/// Sends analytics events only when the user has not opted out.
struct FeedTracker: Sendable {
    let analytics: any FeedAnalytics
    let preferences: any FeedPreferences

    func send(_ event: String, _ properties: [String: String] = [:]) async {
        guard await preferences.analyticsAllowed() else { return }
        analytics.track(event, properties: properties)
    }
}
