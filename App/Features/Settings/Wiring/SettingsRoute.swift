import AppCore

/// The Settings feature's screens as routes: `mosaic://settings` and `mosaic://settings/flags`.
enum SettingsRoute: Hashable {
    case settings
    case flags

    static let hosts = ["settings"]

    var route: Route {
        switch self {
        case .settings: Route("settings")
        case .flags: Route("settings", "flags")
        }
    }

    init(link: DeepLink) throws(DeepLinkError) {
        guard link.host == "settings" else { throw .unknownHost(link.host) }
        try link.expectSegments(atMost: 1)
        switch link.segments.first {
        case nil: self = .settings
        case "flags": self = .flags
        default: throw .extraSegments(link.segments)
        }
    }

    init?(_ route: Route) {
        guard let parsed = try? SettingsRoute(link: route.link) else { return nil }
        self = parsed
    }
}
