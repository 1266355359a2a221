/// The Settings feature's public entry point: a front end (the terminal shell, or a SwiftUI one)
/// makes its view models here and draws them as it likes.
public enum SettingsFeature {
    /// The tab title the shell shows for this feature.
    public static let title = "Settings"

    /// The root Settings view model: preferences, the way to the feature flags, and the account.
    public static func makeSettingsViewModel(
        dependencies: SettingsDependencies, onEvent: @escaping (SettingsEvent) -> Void
    ) -> SettingsViewModel {
        SettingsViewModel(dependencies: dependencies, onEvent: onEvent)
    }

    /// The feature flags view model, for the screen the shell shows when Settings emits `.openFlags`.
    public static func makeFlagsViewModel(dependencies: SettingsDependencies) -> FlagsViewModel {
        FlagsViewModel(dependencies: dependencies)
    }
}

/// What Settings tells the shell; the shell decides where each one leads.
public enum SettingsEvent: Equatable, Sendable {
    /// The person wants the feature flags screen.
    case openFlags
    /// A different account is now signed in (switched to, or just created).
    case accountChanged
    /// Nobody is signed in any more.
    case signedOut
    /// The signed-in account was deleted and nobody is signed in.
    case accountDeleted
}
