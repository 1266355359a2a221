import AppCore

/// Builds one feature's screens, with its dependencies already chosen (live or preview). The
/// shell asks the feature that owns a route; nil means the route is not one of its screens.
@MainActor
public protocol ScreenBuilder {
    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)?
}

/// What the shell hands a screen it builds: the sheet host that answers the feature's prompts,
/// the way to carry out what the feature's events ask for, and every feature's actions on posts
/// and people, whose links open as `:` opens them.
@MainActor
public struct ScreenContext {
    public let sheets: SheetHost
    public let perform: @MainActor ([FeatureAction]) -> Void
    public let contributions: Contributions

    public init(
        sheets: SheetHost, contributions: Contributions = .none,
        perform: @escaping @MainActor ([FeatureAction]) -> Void
    ) {
        self.sheets = sheets
        self.contributions = contributions
        self.perform = perform
    }
}

/// What a feature event asks of the shell, in navigation terms. A feature's folder maps each of
/// its events to these; a wish that leads into another feature goes through `OutgoingRoutes`.
public enum FeatureAction: Hashable, Sendable {
    /// Shows the route on top of the current tab.
    case push(Route)
    /// Shows the route as its link would: on its own tab, at the root or pushed there.
    case show(Route)
    /// Who is signed in changed: every tab goes back to its root and every screen is built
    /// afresh, so none shows the old account.
    case startOver
}
