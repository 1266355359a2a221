import AppCore

/// The three tabs, in the order the `1` `2` `3` keys select them. The raw value is the name saved
/// in navigation.json.
public enum ShellTab: String, NavigationTab {
    case feed
    case profile
    case settings

    public var title: String {
        switch self {
        case .feed: return "Feed"
        case .profile: return "Profile"
        case .settings: return "Settings"
        }
    }

    /// The route of the screen at the bottom of this tab's stack.
    public var rootRoute: Route {
        switch self {
        case .feed: return .feed
        case .profile: return .profile(.me)
        case .settings: return .settings
        }
    }
}
