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

/// Whose profile a route shows; the shell's own copy of the Profile feature's subject.
public enum ProfileRoute: Hashable, Sendable, Codable {
    case me
    case person(id: Int)
}

public typealias ShellNavigation = NavigationState<ShellTab, Route>
public typealias ShellCommand = NavigationCommand<ShellTab, Route>
