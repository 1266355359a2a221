import AppCore
import FeatureSettings
import FeatureSettingsTesting
import MosaicShell

/// Settings on its own fakes for `mosaic-preview settings`: preferences, flags and an account
/// kept in memory.
struct SettingsPreview: FeaturePreview {
    let name = "settings"

    @MainActor func screens() -> any ScreenBuilder {
        let preferences = InMemorySettingsPreferencesStore()
        let flags = InMemoryFlagsSource()
        let account = InMemoryAccountService()
        return SettingsScreens.screens { sheets in
            SettingsDependencies(
                preferences: preferences, flags: flags, account: account, prompter: sheets,
                analytics: RecordingAnalytics())
        }
    }
}
