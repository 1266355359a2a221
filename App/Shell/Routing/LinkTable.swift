import AppCore

/// Where a link leads before anything is looked up: a route, or a profile named by handle that
/// must be resolved to an id (and may not exist).
public enum LinkTarget: Hashable, Sendable {
    case route(Route)
    case profileHandle(String)
}

/// The deep-link table: `mosaic://…` to a target and a route back to its link. It is the only
/// code that knows which host belongs to which feature.
public enum LinkTable {
    public static func target(for link: DeepLink) throws(DeepLinkError) -> LinkTarget {
        switch link.host {
        case "feed":
            try link.expectSegments(atMost: 0)
            return .route(.feed)
        case "post":
            try link.expectSegments(atMost: 1)
            return .route(.post(id: try link.id(at: 0)))
        case "profile":
            return try profileTarget(link)
        case "settings":
            try link.expectSegments(atMost: 1)
            guard let page = link.segments.first else { return .route(.settings) }
            guard page == "flags" else { throw .extraSegments(link.segments) }
            return .route(.flags)
        default:
            throw .unknownHost(link.host)
        }
    }

    public static func target(parsing text: String) throws(DeepLinkError) -> LinkTarget {
        try target(for: DeepLink(parsing: text))
    }

    private static func profileTarget(_ link: DeepLink) throws(DeepLinkError) -> LinkTarget {
        try link.expectSegments(atMost: 1)
        guard let subject = link.segments.first else { throw .missingID(host: "profile") }
        if subject == "me" { return .route(.profile(.me)) }
        // Scalars, not Characters: "@" followed by a combining mark is one Character.
        if subject.unicodeScalars.first == "@" {
            let handle = String(String.UnicodeScalarView(subject.unicodeScalars.dropFirst()))
            guard !handle.isEmpty else { throw .missingID(host: "profile") }
            return .profileHandle(handle)
        }
        return .route(.profile(.person(id: try link.id(at: 0))))
    }

    /// The link that opens `route`, or nil for sheets, which have no link.
    public static func link(for route: Route) -> DeepLink? {
        switch route {
        case .feed: return DeepLink(host: "feed")
        case .post(let id): return DeepLink(host: "post", segments: [String(id)])
        case .profile(.me): return DeepLink(host: "profile", segments: ["me"])
        case .profile(.person(let id)): return DeepLink(host: "profile", segments: [String(id)])
        case .settings: return DeepLink(host: "settings")
        case .flags: return DeepLink(host: "settings", segments: ["flags"])
        case .help, .prompt: return nil
        }
    }

    /// The navigation command that shows `route` as its tab would: the tab it belongs to, with
    /// the route pushed unless it is that tab's root.
    public static func command(showing route: Route) -> ShellCommand {
        switch route {
        case .feed: return .applyLink(tab: .feed, stack: [])
        case .post: return .applyLink(tab: .feed, stack: [route])
        case .profile(.me): return .applyLink(tab: .profile, stack: [])
        case .profile(.person): return .applyLink(tab: .profile, stack: [route])
        case .settings: return .applyLink(tab: .settings, stack: [])
        case .flags: return .applyLink(tab: .settings, stack: [route])
        case .help, .prompt: return .present(route)
        }
    }
}
