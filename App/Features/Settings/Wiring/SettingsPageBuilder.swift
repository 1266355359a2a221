import AppCore
import FeatureSettings
import SettingsWeb

/// Builds the settings and flags pages over their view models, on one browser session's
/// dependencies. A change of account starts the session's other pages over (`.startOver`).
struct SettingsPageBuilder: PageBuilder {
    let dependencies: () -> SettingsDependencies

    func page(for route: Route, context: PageContext) -> (any WebPage)? {
        guard let settingsRoute = SettingsRoute(route) else { return nil }
        switch settingsRoute {
        case .settings, .signIn:
            // Signing in is a form on the settings page itself, so its link opens that page,
            // titled for signing in, with the handle field focused.
            let model = SettingsFeature.makeSettingsViewModel(dependencies: dependencies()) { event in
                context.perform(SettingsEvents.actions(for: event))
            }
            let flags = context.path(for: SettingsEvents.actions(for: .openFlags)) ?? WebPaths.path(of: route)
            // A team's members (signed in by their login) may sign out every browser at once.
            return SettingsPage(
                model: model, flagsPath: flags, isForSigningIn: settingsRoute == .signIn,
                signOutPath: WebPaths.logout)
        case .flags:
            return FlagsPage(
                model: SettingsFeature.makeFlagsViewModel(dependencies: dependencies()),
                path: WebPaths.path(of: route))
        }
    }
}
