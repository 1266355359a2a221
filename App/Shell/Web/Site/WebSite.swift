import AppCore

/// What every session of a node draws its pages with: the features (their pages, tabs and
/// links), the link table, the status line, and whether the site is a team's (sign-in at
/// `/login`) or a SQLite file's (profiles in Settings). Immutable and shared: a session reads
/// it from its own isolation.
struct WebSite: Sendable {
    let catalog: FeatureCatalog
    let links: LinkTable
    let status: WebStatusLine
    /// A team database: members sign in at `/login` and sign out there.
    let isTeam: Bool
    /// The changes the node heard of: a page kept from before the count moved is drawn again.
    let changes = ChangeCount()
    /// What a page drawn to be kept carries where a browser's token goes (`KeptPage`): random,
    /// so no text a page shows (a post) can hold it.
    let standIn = SecureToken.make()
    /// How long a page drawn may be sent again as it is, while nothing changed.
    let keptFor: Duration
    /// A second: what another node changed reaches a page at the latest a second later, and a
    /// burst of requests for one page costs one drawing a second.
    static let keepingPages: Duration = .seconds(1)

    init(catalog: FeatureCatalog, status: WebStatusLine, isTeam: Bool, keptFor: Duration = keepingPages) {
        self.catalog = catalog
        self.keptFor = keptFor
        self.links = LinkTable(catalog: catalog)
        self.searchPath = catalog.features.lazy.compactMap(\.searchPage).first.map(WebPaths.path(of:))
        self.status = status
        self.isTeam = isTeam
    }

    /// The path of the first feature's search page ("/search"), if one searches.
    let searchPath: String?

    /// Whether `path` is the search page or one of its results (`/search/ada%20lovelace`).
    func isSearch(_ path: String) -> Bool {
        guard let searchPath, path.hasPrefix(searchPath) else { return false }
        let rest = path.utf8.dropFirst(searchPath.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: "/")
    }

    /// The header's search box, sending to the first feature that searches.
    var searchBox: HTML {
        guard let page = catalog.features.lazy.compactMap(\.searchPage).first else { return HTML() }
        return SearchBox.form(
            action: WebPaths.path(of: page), label: "Search", id: "header-search", limit: 100)
    }
}
