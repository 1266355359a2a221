/// Routes as navigation.json versions 1 and 2 saved them, when one enum listed every screen
/// (`{"post":{"id":4}}`, `{"profile":{"_0":{"me":{}}}}`). Frozen: it only reads old saves and
/// turns each into the link that opens the same screen today. A case it does not know fails to
/// decode, which truncates that stack as any unknown route does.
enum LegacyRoute: Decodable {
    case feed
    case post(id: Int)
    case profile(Subject)
    case settings
    case flags

    enum Subject: Decodable {
        case me
        case person(id: Int)
    }

    var route: Route {
        switch self {
        case .feed: Route("feed")
        case .post(let id): Route("post", String(id))
        case .profile(.me): Route("profile", "me")
        case .profile(.person(let id)): Route("profile", String(id))
        case .settings: Route("settings")
        case .flags: Route("settings", "flags")
        }
    }
}
