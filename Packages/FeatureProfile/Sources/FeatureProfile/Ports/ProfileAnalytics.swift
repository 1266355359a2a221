/// Where usage events go. Tracking must not block: it returns at once.
public protocol ProfileAnalytics: Sendable {
    func track(_ event: String, properties: [String: String])
}

/// Whether the person allows analytics; the profile sends nothing when they opted out.
public protocol ProfileConsent: Sendable {
    func analyticsAllowed() async -> Bool
}
