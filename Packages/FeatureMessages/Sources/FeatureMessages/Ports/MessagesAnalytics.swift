/// Where the Messages feature reports what people do ("messages.sent"), never what they wrote.
public protocol MessagesAnalytics: Sendable {
    /// False when the user opted out of analytics: the feature then sends no event at all.
    func analyticsAllowed() async -> Bool
    func track(_ event: String, properties: [String: String])
}
