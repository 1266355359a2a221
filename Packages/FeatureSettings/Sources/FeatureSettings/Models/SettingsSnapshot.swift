/// What Settings shows once loaded: the preferences and who is signed in.
public struct SettingsSnapshot: Equatable, Sendable {
    public var preferences: SettingsPreferences
    /// Nil when nobody is signed in.
    public var account: SettingsAccount?

    public init(preferences: SettingsPreferences, account: SettingsAccount?) {
        self.preferences = preferences
        self.account = account
    }
}
