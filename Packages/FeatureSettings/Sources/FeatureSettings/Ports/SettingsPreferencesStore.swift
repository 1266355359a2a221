/// Where the person's preferences are read and saved (a file on this machine, in the app).
public protocol SettingsPreferencesStore: Sendable {
    func loadPreferences() async throws(SettingsPreferencesError) -> SettingsPreferences
    func setPreference(_ preference: SettingsPreference, to isOn: Bool) async throws(SettingsPreferencesError)
    /// False when the person opted out of analytics (or it cannot be told): then nothing is sent.
    func analyticsAllowed() async -> Bool
}

/// Why preferences could not be read or saved. Paths name the file so the person can fix it.
public enum SettingsPreferencesError: Error, Equatable, Sendable {
    /// The file exists but cannot be read as preferences (`reason`); it was left untouched.
    case unreadable(file: String, reason: String)
    /// The file, or its folder, may not be written.
    case readOnly(file: String)
    /// Writing the file failed for another reason, which `reason` names.
    case cannotWrite(file: String, reason: String)
    /// Anything else, with its cause.
    case unavailable(String)
}
