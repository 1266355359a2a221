import AppCore

/// Web paths are the features' own links without the scheme: `mosaic://post/60` is `/post/60`
/// and back, through the same link table (`LinkTable`) as `mosaic open`, so the web has no route
/// table of its own. `/` is the first tab's home. The shell's own paths start with `/_/`, which
/// no link can (a link's host is never `_`).
enum WebPaths {
    /// The shell's own paths: the live channel, the script and the style sheet (named by their
    /// content, `StaticAssets`).
    static let live = "/_/live"
    static let script = StaticAssets.script.path
    static let styleSheet = StaticAssets.styleSheet.path
    static let icon = StaticAssets.icon.path
    /// A team database's sign-in page and signing out (team mode only; no feature's link is
    /// `mosaic://login` or `mosaic://logout`).
    static let login = "/login"
    static let logout = "/logout"

    static func path(of route: Route) -> String {
        let link = route.link.description
        return "/" + link.dropFirst((DeepLink.scheme + "://").count)
    }

    /// The route at `path` (without its query), before anything is looked up in the data.
    static func route(at path: String, links: LinkTable) throws(DeepLinkError) -> Route {
        if path == "/" || path.isEmpty {
            guard let home = links.catalog.home(of: links.catalog.firstTab) else {
                throw .malformed("no home page")
            }
            return home
        }
        guard path.hasPrefix("/"), !path.hasPrefix("//") else {
            throw .malformed("unexpected '\(path.prefix(2))'")
        }
        return try links.route(parsing: DeepLink.scheme + ":/" + path)
    }
}
