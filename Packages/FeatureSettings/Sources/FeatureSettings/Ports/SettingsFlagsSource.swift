/// Where feature flags, their values and the person's local overrides come from. It lists only
/// the flags some feature of the app reads.
public protocol SettingsFlagsSource: Sendable {
    func flags() async throws(SettingsFlagsError) -> [SettingsFlag]
    /// Records the person's local choice for a flag; it wins over default and remote values.
    func setOverride(_ flag: String, to isOn: Bool) async throws(SettingsFlagsError)
    /// Forgets the person's local choice, so the flag inherits its remote or default value again.
    func clearOverride(_ flag: String) async throws(SettingsFlagsError)
}

/// Why flags could not be read or an override saved. Local overrides live in a file, so its
/// problems are named with its path.
public enum SettingsFlagsError: Error, Equatable, Sendable {
    /// The file holding the overrides cannot be read (`reason`); it was left untouched.
    case unreadable(file: String, reason: String)
    /// The file holding the overrides, or its folder, may not be written.
    case readOnly(file: String)
    /// Writing the overrides failed for another reason, which `reason` names.
    case cannotWrite(file: String, reason: String)
    /// The team server (named `host:port`) holding the team's flag values does not answer.
    case unreachable(String)
    /// Anything else, with its cause.
    case unavailable(String)
}
