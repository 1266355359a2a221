/// The Settings feature's public entry point: the shell builds its screens here and nowhere else.
public enum SettingsFeature {
    /// The tab title the shell shows for this feature.
    public static let title = "Settings"

    /// The root Settings screen: preferences, a link to the feature flags, and the account.
    @MainActor
    public static func makeSettingsScreen(
        dependencies: SettingsDependencies, onEvent: @escaping @MainActor (SettingsEvent) -> Void
    ) -> SettingsScreen {
        SettingsScreen(model: SettingsViewModel(dependencies: dependencies, onEvent: onEvent))
    }

    /// The feature flags screen the shell pushes when Settings emits `.openFlags`.
    /// It emits no event today; `onEvent` keeps both entry points alike for the shell.
    @MainActor
    public static func makeFlagsScreen(
        dependencies: SettingsDependencies, onEvent: @escaping @MainActor (SettingsEvent) -> Void
    ) -> FlagsScreen {
        FlagsScreen(model: FlagsViewModel(dependencies: dependencies))
    }
}
