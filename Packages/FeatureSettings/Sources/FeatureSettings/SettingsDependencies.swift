/// Everything the Settings feature needs from the outside world, one port per member.
public struct SettingsDependencies {
    public var preferences: any SettingsPreferencesStore
    public var flags: any SettingsFlagsSource
    public var account: any SettingsAccountService
    public var prompter: any SettingsPrompter
    public var analytics: any SettingsAnalytics
    /// Changes made elsewhere, shown while a screen is on show (none by default, for a front end
    /// or backend without a change feed).
    public var changes: any SettingsChangesSource
    /// Time passing, for messages that leave by themselves (time stands still by default).
    public var clock: any SettingsClock

    public init(
        preferences: any SettingsPreferencesStore,
        flags: any SettingsFlagsSource,
        account: any SettingsAccountService,
        prompter: any SettingsPrompter,
        analytics: any SettingsAnalytics,
        changes: any SettingsChangesSource = NoSettingsChanges(),
        clock: any SettingsClock = StoppedSettingsClock()
    ) {
        self.preferences = preferences
        self.flags = flags
        self.account = account
        self.prompter = prompter
        self.analytics = analytics
        self.changes = changes
        self.clock = clock
    }
}
