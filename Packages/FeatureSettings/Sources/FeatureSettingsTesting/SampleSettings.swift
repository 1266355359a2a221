import FeatureSettings

/// Sample data for tests, the demo and the shell's preview container.
public enum SampleSettings {
    public static let preferences = SettingsPreferences(
        useColour: true, compactFeed: false, analyticsOptOut: false)

    public static let ada = SettingsAccount(id: 1, displayName: "Ada Lovelace", handle: "ada")
    public static let grace = SettingsAccount(id: 2, displayName: "Grace Hopper", handle: "grace")
    public static let accounts = [ada, grace]

    /// A team database's login, as the account section explains it.
    public static let teamLogin = SettingsLogin(
        login: "ada", server: "db.example:5432/mosaic",
        connectCommand: "mosaic --postgres postgres://HANDLE@db.example:5432/mosaic")

    /// One flag from each inherited source; `flagOverrides` adds a local override to a third.
    public static let inheritedFlags = [
        SettingsFlag(
            name: "new_composer", description: "A bigger editor for writing posts.", isOn: false,
            source: .default),
        SettingsFlag(
            name: "threaded_replies", description: "Show replies under the post they answer.", isOn: true,
            source: .remote),
        SettingsFlag(
            name: "compact_avatars", description: "Smaller pictures next to names in the feed.", isOn: false,
            source: .default),
    ]
    public static let flagOverrides = ["compact_avatars": true]

    /// The flags as the flags screen lists them with the sample overrides applied.
    public static let flags = inheritedFlags.map { flag in
        guard let value = flagOverrides[flag.name] else { return flag }
        return SettingsFlag(
            name: flag.name, description: flag.description, isOn: value, source: .localOverride)
    }

    /// Dependencies built on the in-memory fakes; pass your own fakes to configure failures.
    @MainActor
    public static func dependencies(
        preferences: InMemoryPreferencesStore = InMemoryPreferencesStore(),
        flags: InMemoryFlagsSource = InMemoryFlagsSource(),
        account: InMemoryAccountService = InMemoryAccountService(),
        prompter: ScriptedPrompter = ScriptedPrompter(),
        analytics: RecordingAnalytics = RecordingAnalytics()
    ) -> SettingsDependencies {
        SettingsDependencies(
            preferences: preferences, flags: flags, account: account, prompter: prompter, analytics: analytics
        )
    }
}
