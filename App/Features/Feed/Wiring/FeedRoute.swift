import AppCore
import FeatureFeed
import FeedStorage
import Infrastructure

/// The Feed feature's screens as routes: `mosaic://feed`, `mosaic://post/<id>`,
/// `mosaic://tag/<name>` and `mosaic://search/<words>`.
enum FeedRoute: Hashable {
    case feed
    /// One post; opened from a search's results, with its words to find in it (`n`, `N`).
    case post(id: Int, finding: FeedSearch? = nil)
    /// The posts carrying a tag, as written (percent-encoded in the link).
    case tag(String)
    /// The posts holding some words (percent-encoded in the link); nil: the search page alone,
    /// which a web search box sends its words to (`/search?q=`).
    case search(FeedSearch?)

    static let hosts = ["feed", "post", "tag", "search"]

    /// The route as the shell holds it.
    var route: Route {
        switch self {
        case .feed: Route("feed")
        case .post(let id, let finding):
            finding.map { Route("post", String(id), $0.text) } ?? Route("post", String(id))
        case .tag(let name): Route("tag", name)
        case .search(let search): search.map { Route("search", $0.text) } ?? Route("search")
        }
    }

    /// Parses a link to one of the feed's screens, with the error a person can act on.
    init(link: DeepLink) throws(DeepLinkError) {
        switch link.host {
        case "feed":
            try link.expectSegments(atMost: 0)
            self = .feed
        case "post":
            try link.expectSegments(atMost: 2)
            self = .post(
                id: try link.id(at: 0), finding: link.segments.dropFirst().first.flatMap(FeedSearch.init))
        case "tag":
            try link.expectSegments(atMost: 1)
            // A tag as the one rule keeps it: `mosaic://tag/#emoji` is the tag "emoji".
            guard let name = link.segments.first.flatMap(TagRule.written) else {
                throw .missingName(host: "tag", example: "swift")
            }
            self = .tag(name)
        case "search":
            try link.expectSegments(atMost: 1)
            self = .search(link.segments.first.flatMap(FeedSearch.init))
        default:
            throw .unknownHost(link.host)
        }
    }

    /// The feed screen a route names, or nil when it is not one of the feed's.
    init?(_ route: Route) {
        guard let parsed = try? FeedRoute(link: route.link) else { return nil }
        self = parsed
    }
}
