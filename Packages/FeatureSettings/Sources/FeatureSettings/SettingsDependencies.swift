/// Everything the Settings feature needs from the outside world, one port per member.
public struct SettingsDependencies {
    public var preferences: any SettingsPreferencesStore
    public var flags: any SettingsFlagsSource
    public var account: any SettingsAccountService
    public var prompter: any SettingsPrompter
    public var analytics: any SettingsAnalytics

    public init(
        preferences: any SettingsPreferencesStore,
        flags: any SettingsFlagsSource,
        account: any SettingsAccountService,
        prompter: any SettingsPrompter,
        analytics: any SettingsAnalytics
    ) {
        self.preferences = preferences
        self.flags = flags
        self.account = account
        self.prompter = prompter
        self.analytics = analytics
    }
}
