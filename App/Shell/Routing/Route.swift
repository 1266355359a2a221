import AppCore

/// Every screen the shell can show. Routes carry ids only, never models, so adding a screen to
/// one feature does not change what another feature sees.
public enum Route: Hashable, Sendable, Codable {
    case feed
    case post(id: Int)
    case profile(ProfileRoute)
    case settings
    case flags
    /// The key-help sheet.
    case help
    /// A text prompt or confirmation a feature asked for; its content lives in the sheet host.
    case prompt
}

extension Route {
    /// The tab whose feature draws this route; sheets belong to none.
    var owningTab: ShellTab? {
        switch self {
        case .feed, .post: .feed
        case .profile: .profile
        case .settings, .flags: .settings
        case .help, .prompt: nil
        }
    }

    /// How a person would name the screen ("post 60").
    var spokenName: String {
        switch self {
        case .feed: "the feed"
        case .post(let id): "post \(id)"
        case .profile(.me): "your profile"
        case .profile(.person(let id)): "profile \(id)"
        case .settings: "settings"
        case .flags: "the feature flags"
        case .help: "the key help"
        case .prompt: "a prompt"
        }
    }
}

/// Whose profile a route shows; the shell's own copy of the Profile feature's subject.
public enum ProfileRoute: Hashable, Sendable, Codable {
    case me
    case person(id: Int)
}

public typealias ShellNavigation = NavigationState<ShellTab, Route>
public typealias ShellCommand = NavigationCommand<ShellTab, Route>
