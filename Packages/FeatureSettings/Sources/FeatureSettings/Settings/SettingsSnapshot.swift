/// What the Settings screen shows once loaded: the preferences and who is signed in.
struct SettingsSnapshot: Equatable {
    var preferences: SettingsPreferences
    /// Nil when nobody is signed in.
    var account: SettingsAccount?
}

/// A selectable row of the Settings screen.
enum SettingsRow: Equatable {
    case preference(SettingsPreference)
    case featureFlags

    static let all: [SettingsRow] = SettingsPreference.allCases.map { .preference($0) } + [.featureFlags]
}
