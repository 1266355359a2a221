/// Where usage events go. Tracking must not block: it returns at once.
public protocol ProfileAnalytics: Sendable {
    func track(_ event: String, properties: [String: String])
}
