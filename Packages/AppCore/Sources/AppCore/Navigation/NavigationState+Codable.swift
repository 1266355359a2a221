/// The saved form of navigation. Version 2 is written; version 1 (a `tab` key and stacks keyed
/// by tab name) is still read. A route this build does not know (saved by a newer build, or a
/// screen since removed) truncates its stack there, and the sheet is never restored, because a
/// half-answered prompt cannot be resumed after a restart.
extension NavigationState: Codable {
    public static var currentVersion: Int { 2 }

    private enum CodingKeys: String, CodingKey {
        case version
        case selectedTab
        case tab
        case stacks
    }

    private struct SavedStack: Encodable {
        let tab: String
        let routes: [Route]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentVersion, forKey: .version)
        try container.encode(selectedTab.rawValue, forKey: .selectedTab)
        let saved = stacks.sorted { $0.key.rawValue < $1.key.rawValue }.map { tab, routes in
            SavedStack(tab: tab.rawValue, routes: routes)
        }
        try container.encode(saved, forKey: .stacks)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard (1...Self.currentVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "Navigation saved by an unknown version \(version)")
        }
        let tabKey: CodingKeys = version == 1 ? .tab : .selectedTab
        let tabName = try container.decodeIfPresent(String.self, forKey: tabKey)
        guard let tab = tabName.flatMap(Tab.init(rawValue:)) ?? Tab.fallback else {
            throw DecodingError.dataCorruptedError(
                forKey: tabKey, in: container, debugDescription: "No tab to select")
        }
        let stacks =
            version == 1
            ? try Self.decodeVersion1Stacks(container)
            : try Self.decodeStacks(container)
        self.init(selectedTab: tab, stacks: stacks)
    }

    private static func decodeStacks(_ container: KeyedDecodingContainer<CodingKeys>) throws
        -> [Tab: [Route]]
    {
        guard container.contains(.stacks) else { return [:] }
        var list = try container.nestedUnkeyedContainer(forKey: .stacks)
        var stacks: [Tab: [Route]] = [:]
        while !list.isAtEnd {
            let entry = try list.decode(SavedStackEntry<Route>.self)
            if let tab = Tab(rawValue: entry.tab) {
                stacks[tab] = entry.routes.routes
            }
        }
        return stacks
    }

    private static func decodeVersion1Stacks(_ container: KeyedDecodingContainer<CodingKeys>)
        throws -> [Tab: [Route]]
    {
        let byName =
            try container.decodeIfPresent([String: KnownRoutePrefix<Route>].self, forKey: .stacks)
            ?? [:]
        var stacks: [Tab: [Route]] = [:]
        for (name, routes) in byName {
            if let tab = Tab(rawValue: name) {
                stacks[tab] = routes.routes
            }
        }
        return stacks
    }
}

private struct SavedStackEntry<Route: Decodable>: Decodable {
    let tab: String
    let routes: KnownRoutePrefix<Route>
}

/// Decodes a list of routes up to the first one this build cannot read.
struct KnownRoutePrefix<Route: Decodable>: Decodable {
    let routes: [Route]

    init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var routes: [Route] = []
        while !list.isAtEnd {
            guard let route = try? list.decode(Route.self) else { break }
            routes.append(route)
        }
        self.routes = routes
    }
}
