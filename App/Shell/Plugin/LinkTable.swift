import AppCore

/// Links to routes and back, for every feature in a catalog: the feature that owns a link's host
/// parses it. The only way in from outside (`mosaic open`, `mosaic snapshot`, and `:` while the
/// app runs).
public struct LinkTable: Sendable {
    public let catalog: FeatureCatalog

    public init(catalog: FeatureCatalog = .app) {
        self.catalog = catalog
    }

    /// The route a link opens, before anything is looked up in the data.
    public func route(parsing text: String) throws(DeepLinkError) -> Route {
        try route(for: DeepLink(parsing: text))
    }

    /// The route a link opens, checked against the data by the feature that owns it (a post
    /// that exists, a handle turned into an id). Throws `DeepLinkError` for a bad or missing one.
    public func route(opening text: String, in services: AppServices) async throws -> Route {
        let parsed = try route(parsing: text)
        return try await catalog.owner(of: parsed)?.resolve(parsed, in: services) ?? parsed
    }

    public func route(for link: DeepLink) throws(DeepLinkError) -> Route {
        guard let feature = catalog.feature(forHost: link.host) else {
            throw .unknownHost(link.host, known: catalog.hosts)
        }
        return try feature.route(for: link)
    }

    /// The command that shows `route` as its link would: its feature's tab with the route pushed
    /// unless it is that tab's root. A feature without a tab shows on the first tab.
    public func command(showing route: Route) -> ShellCommand {
        let owner = catalog.owner(of: route)
        guard let owner, owner.tab != nil else {
            return .applyLink(tab: catalog.firstTab, stack: [route])
        }
        let tab = ShellTab(rawValue: owner.name)
        return .applyLink(tab: tab, stack: route == owner.home ? [] : [route])
    }
}
