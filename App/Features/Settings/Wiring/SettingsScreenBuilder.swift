import AppCore
import FeatureSettings
import SettingsTerminal

/// Builds the settings and flags screens (SettingsTerminal) over their view models, with
/// dependencies made for each screen's sheet host. The Settings view model lives as long as the
/// Settings tab, as a SwiftUI tab's model would: when a change of account starts every tab over,
/// the rebuilt screen shows the same model, so what just happened ("Signed in as …", "Signed
/// out.") is still said, and its reload on appearing shows the new account.
@MainActor
final class SettingsScreenBuilder: ScreenBuilder {
    private let dependencies: @MainActor (SheetHost) -> SettingsDependencies
    private var settingsModel: SettingsViewModel?

    init(dependencies: @escaping @MainActor (SheetHost) -> SettingsDependencies) {
        self.dependencies = dependencies
    }

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        guard let settingsRoute = SettingsRoute(route) else { return nil }
        let dependencies = self.dependencies(context.sheets)
        switch settingsRoute {
        case .settings:
            return SettingsScreen(model: model(dependencies, context))
        case .signIn:
            // The same Settings, asked at once who to sign in as.
            let screen = SettingsScreen(model: model(dependencies, context))
            screen.askToSignIn()
            return screen
        case .flags:
            return FlagsScreen(model: SettingsFeature.makeFlagsViewModel(dependencies: dependencies))
        }
    }
}

extension SettingsScreenBuilder {
    /// The tab's one Settings view model, made the first time it is needed.
    private func model(_ dependencies: SettingsDependencies, _ context: ScreenContext) -> SettingsViewModel {
        if let settingsModel { return settingsModel }
        let model = SettingsFeature.makeSettingsViewModel(dependencies: dependencies) { event in
            context.perform(SettingsEvents.actions(for: event))
        }
        settingsModel = model
        return model
    }
}

// The shapes the shell needs from Settings' types.
extension SheetHost: SettingsPrompter {}
extension AnalyticsAdapter: SettingsAnalytics {}
extension ClockAdapter: SettingsClock {}
