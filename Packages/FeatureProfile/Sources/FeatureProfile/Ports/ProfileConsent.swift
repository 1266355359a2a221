/// Whether the person allows analytics; the profile sends nothing when they opted out.
public protocol ProfileConsent: Sendable {
    func analyticsAllowed() async -> Bool
}
