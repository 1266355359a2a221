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

    init(catalog: FeatureCatalog, status: WebStatusLine, isTeam: Bool) {
        self.catalog = catalog
        self.links = LinkTable(catalog: catalog)
        self.status = status
        self.isTeam = isTeam
    }

    /// The header's search box, sending to the first feature that searches.
    var searchBox: HTML {
        guard let page = catalog.features.lazy.compactMap(\.searchPage).first else { return HTML() }
        return SearchBox.form(
            action: WebPaths.path(of: page), label: "Search", id: "header-search", limit: 100)
    }
}
