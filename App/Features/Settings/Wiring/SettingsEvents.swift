import FeatureSettings

/// What Settings' events ask of the shell. A change of account starts every tab over, since
/// other tabs may show the old account's screens.
enum SettingsEvents {
    static func actions(for event: SettingsEvent) -> [FeatureAction] {
        switch event {
        case .openFlags: [.push(SettingsRoute.flags.route)]
        case .accountChanged, .signedOut, .accountDeleted: [.startOver]
        }
    }
}
