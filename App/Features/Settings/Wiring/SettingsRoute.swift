import AppCore

/// The Settings feature's screens as routes: `mosaic://settings`, `mosaic://settings/flags`, and
/// `mosaic://settings/sign-in`: Settings with the sign-in question asked (where another feature
/// sends a person who wants to sign in).
enum SettingsRoute: Hashable {
    case settings
    case flags
    case signIn

    static let hosts = ["settings"]

    var route: Route {
        switch self {
        case .settings: Route("settings")
        case .flags: Route("settings", "flags")
        case .signIn: Route("settings", "sign-in")
        }
    }

    init(link: DeepLink) throws(DeepLinkError) {
        guard link.host == "settings" else { throw .unknownHost(link.host) }
        try link.expectSegments(atMost: 1)
        switch link.segments.first {
        case nil: self = .settings
        case "flags": self = .flags
        case "sign-in": self = .signIn
        default: throw .extraSegments(link.segments)
        }
    }

    init?(_ route: Route) {
        guard let parsed = try? SettingsRoute(link: route.link) else { return nil }
        self = parsed
    }
}
