/// Where the __Name__ feature reports what people do ("__name__.item_opened").
public protocol __Name__Analytics: Sendable {
    /// False when the user opted out of analytics: the feature then sends no event at all.
    func analyticsAllowed() async -> Bool
    func track(_ event: String, properties: [String: String])
}
