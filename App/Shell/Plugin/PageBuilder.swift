import AppCore

/// Builds one feature's web pages, with its dependencies already chosen for one browser session.
/// The shell asks the feature that owns a route; nil means the route is not one of its pages.
/// The web's `ScreenBuilder`. A session's builders and the pages they build are its own, and run
/// on its isolation (`WebSession`): none is shared with another session or the terminal.
public protocol PageBuilder {
    func page(for route: Route, context: PageContext) -> (any WebPage)?
}

/// What the shell hands a page it builds: where a feature's events lead on the web (a path, from
/// the same routes as the terminal's), the way to carry out what they ask of the session, and
/// every feature's actions on posts and people, whose links lead to their pages.
public struct PageContext {
    /// What a feature's events ask for; on the web navigation is by link, so only `.startOver`
    /// (someone else signed in) changes the session.
    public let perform: ([FeatureAction]) -> Void
    public let contributions: Contributions

    public init(
        contributions: Contributions = .none, perform: @escaping ([FeatureAction]) -> Void
    ) {
        self.contributions = contributions
        self.perform = perform
    }

    /// The path of the page an event's actions show: `/post/60` for `[.push(post 60)]`.
    public func path(for actions: [FeatureAction]) -> String? {
        Self.path(for: actions)
    }

    /// The same, for a link made away from any session.
    public static func path(for actions: [FeatureAction]) -> String? {
        for action in actions {
            switch action {
            case .push(let route), .show(let route): return WebPaths.path(of: route)
            case .startOver: continue
            }
        }
        return nil
    }
}

/// A feature without web pages (yet): every path of it is not found.
public struct NoPages: PageBuilder {
    public init() {}

    public func page(for route: Route, context: PageContext) -> (any WebPage)? { nil }
}
