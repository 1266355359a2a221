/// Where the Saved feature reports what people do ("saved.post_opened").
public protocol SavedAnalytics: Sendable {
    /// False when the user opted out of analytics: the feature then sends no event at all.
    func analyticsAllowed() async -> Bool
    func track(_ event: String, properties: [String: String])
}
