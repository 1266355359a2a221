import FeatureSettings

/// Builds the settings and flags screens over dependencies made for each screen's sheet host.
@MainActor
struct SettingsScreens: FeatureScreens {
    let dependencies: @MainActor (SheetHost) -> SettingsDependencies

    func screen(for route: Route, context: ScreenContext) -> (any FeatureScreen)? {
        guard let settingsRoute = SettingsRoute(route) else { return nil }
        let dependencies = self.dependencies(context.sheets)
        let onEvent: @MainActor (SettingsEvent) -> Void = { context.perform(SettingsEvents.actions(for: $0)) }
        switch settingsRoute {
        case .settings:
            return SettingsFeature.makeSettingsScreen(dependencies: dependencies, onEvent: onEvent)
        case .flags:
            return SettingsFeature.makeFlagsScreen(dependencies: dependencies, onEvent: onEvent)
        }
    }
}

// The shapes the shell needs from Settings' types.
extension SettingsScreen: FeatureScreen {}
extension FlagsScreen: FeatureScreen {}
extension SheetHost: SettingsPrompter {}
extension AnalyticsAdapter: SettingsAnalytics {}
