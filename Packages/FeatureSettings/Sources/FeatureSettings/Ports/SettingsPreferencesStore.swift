/// Where the user's preferences are read and saved.
public protocol SettingsPreferencesStore: Sendable {
    func loadPreferences() async throws -> SettingsPreferences
    func setPreference(_ preference: SettingsPreference, to isOn: Bool) async throws
    /// False when the user opted out of analytics (or it cannot be told): then nothing is sent.
    func analyticsAllowed() async -> Bool
}
