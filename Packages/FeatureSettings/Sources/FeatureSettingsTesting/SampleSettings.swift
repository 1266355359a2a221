import FeatureSettings

/// Sample data for tests, the demo and `mosaic preview settings`.
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

    /// The flags the app's features read, as they are before any local choice: one at its
    /// compiled-in default, one set for the team. `flagOverrides` adds a local choice to the second.
    public static let inheritedFlags = [
        SettingsFlag(
            name: "feed.like_counts", description: "Show like counts in the feed", isOn: true,
            source: .default),
        SettingsFlag(
            name: "profile.new_badge", description: "Mark people who joined this month", isOn: true,
            source: .remote),
    ]
    public static let flagOverrides = ["profile.new_badge": false]

    /// The flags as the flags screen lists them with the sample overrides applied.
    public static let flags = inheritedFlags.map { flag in
        guard let value = flagOverrides[flag.name] else { return flag }
        return SettingsFlag(
            name: flag.name, description: flag.description, isOn: value, source: .localOverride)
    }

    /// Dependencies built on the in-memory fakes; pass your own fakes to configure failures, and
    /// an `InMemoryChangesSource` to push changes made elsewhere (by default nothing changes).
    @MainActor
    public static func dependencies(
        preferences: InMemorySettingsPreferencesStore = InMemorySettingsPreferencesStore(),
        flags: InMemoryFlagsSource = InMemoryFlagsSource(),
        account: InMemoryAccountService = InMemoryAccountService(),
        prompter: ScriptedPrompter = ScriptedPrompter(),
        analytics: RecordingAnalytics = RecordingAnalytics(),
        changes: any SettingsChangesSource = NoSettingsChanges()
    ) -> SettingsDependencies {
        SettingsDependencies(
            preferences: preferences, flags: flags, account: account, prompter: prompter,
            analytics: analytics,
            changes: changes)
    }
}
