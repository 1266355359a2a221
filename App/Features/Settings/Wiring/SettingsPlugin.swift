import AppCore
import FeatureSettings
import Infrastructure
import SettingsWeb

/// The Settings feature in the shell: the Settings tab, `mosaic://settings` and
/// `mosaic://settings/flags`, and its screens live or on its own fakes.
struct SettingsPlugin: FeaturePlugin {
    let name = "settings"
    let tab: FeatureTab? = FeatureTab(title: "Settings", position: 90)
    let hosts = SettingsRoute.hosts
    let linkForms = ["mosaic://settings", "mosaic://settings/flags", "mosaic://settings/sign-in"]
    let flags: [FlagDefinition] = []
    var home: Route { SettingsRoute.settings.route }

    func route(for link: DeepLink) throws(DeepLinkError) -> Route {
        try SettingsRoute(link: link).route
    }

    func spokenName(of route: Route) -> String {
        switch SettingsRoute(route) {
        case .settings: "settings"
        case .flags: "the feature flags"
        case .signIn: "signing in"
        case nil: route.description
        }
    }

    @MainActor func screens(on services: AppServices) -> any ScreenBuilder {
        SettingsScreenBuilder { sheets in Self.dependencies(on: services, prompter: sheets) }
    }

    func pages(on services: AppServices) -> any PageBuilder {
        SettingsPageBuilder { Self.dependencies(on: services, prompter: SettingsFormPrompt()) }
    }

    /// Settings' ports on the app's services, for any front end: `prompter` asks the person
    /// (the terminal's sheets here, a headless test's script elsewhere).
    static func dependencies(
        on services: AppServices, prompter: any SettingsPrompter
    ) -> SettingsDependencies {
        SettingsDependencies(
            preferences: SettingsPreferencesAdapter(
                preferences: services.preferences, display: services.display),
            flags: SettingsFlagsAdapter(flags: services.flags, preferences: services.preferences),
            account: SettingsAccountAdapter(people: services.people, session: services.session),
            prompter: prompter,
            analytics: AnalyticsAdapter(sink: services.analytics, now: services.now),
            changes: SettingsChangesAdapter(storeChanges: services.changes),
            clock: ClockAdapter(clock: services.now))
    }

}
