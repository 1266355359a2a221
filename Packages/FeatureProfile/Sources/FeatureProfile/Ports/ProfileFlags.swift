/// Feature flags, read when the profile loads (`ProfileFeature.newBadgeFlag`).
public protocol ProfileFlags: Sendable {
    func isOn(_ flag: String) async -> Bool
}
