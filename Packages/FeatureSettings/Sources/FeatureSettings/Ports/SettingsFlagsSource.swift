/// Where feature flags, their values and the user's local overrides come from.
public protocol SettingsFlagsSource: Sendable {
    func flags() async throws -> [SettingsFlag]
    /// Records the user's local choice for a flag; it wins over default and remote values.
    func setOverride(_ flag: String, to isOn: Bool) async throws
    /// Forgets the user's local choice, so the flag inherits its remote or default value again.
    func clearOverride(_ flag: String) async throws
}
