import AppCore
import Infrastructure

/// One feature's whole presence in the shell, written in the feature's own folder under
/// `App/Features/<Name>/`: where it can be opened (its links and the routes they become), its
/// tab if it has one, the flags it reads, and how its screens are built on the app's services
/// (on its own fakes, a `FeaturePreview` builds them, outside the app's binary). The shell knows features only through this and the list in
/// `AppFeatures`, so a new screen, link or event touches no shared file.
public protocol FeaturePlugin: Sendable {
    /// The name `mosaic preview <name>` takes and its tab is saved under ("feed").
    var name: String { get }
    /// Its tab, or nil for a feature reached only by links and other features' events.
    var tab: FeatureTab? { get }
    /// The link hosts it opens ("post" for `mosaic://post/60`); no two features share one.
    var hosts: [String] { get }
    /// Its links as a person writes them, for `mosaic --help` ("mosaic://post/<id>").
    var linkForms: [String] { get }
    /// The flags it reads, with their defaults.
    var flags: [FlagDefinition] { get }
    /// The on/off choices it offers each person (Settings shows them), with their defaults.
    var preferences: [PreferenceDefinition] { get }
    /// The screen its tab, `mosaic preview <name>` and a bare link to it open.
    var home: Route { get }
    /// Its own data, if it keeps any: its tables and migrations on both databases, its
    /// policies and member functions, what its rows announce when they change
    /// (`App/Features/<Name>/Storage/`). The engine migrates every feature's together.
    var storage: FeatureStorage? { get }
    /// The page its search box sends words to (the web header's box, as `?q=`), if it searches.
    var searchPage: Route? { get }
    /// What it adds when many rows are loaded at once: sample data, `mosaic seed`, the lines of
    /// `mosaic import` it reads (`FeatureContent`); nil for nothing.
    var content: (any FeatureContent)? { get }
    /// What `mosaic team list` counts of each member for it ("posts"), and `team remove` says went
    /// with them; nil for nothing.
    var memberTally: MemberTally? { get }
    /// The drafts it keeps between runs (`AppServices.drafts`), by kind, each with the sentence
    /// the app says on quitting while one is kept ("post": "Your unfinished post is kept…").
    var keptDrafts: [String: String] { get }

    /// Checks one of its own links and returns the route it opens (in canonical form, so the
    /// route's link parses back to the same route).
    func route(for link: DeepLink) throws(DeepLinkError) -> Route
    /// Checks a route against the data before a link opens it: a post that exists, a handle
    /// turned into an id. Throws `DeepLinkError.notFound` for what is not there.
    func resolve(_ route: Route, in services: AppServices) async throws -> Route
    /// How a person names the screen ("post 60").
    func spokenName(of route: Route) -> String

    /// Its screens on the app's services, through its adapters.
    @MainActor func screens(on services: AppServices) -> any ScreenBuilder
    /// Its web pages on one browser session's services (`mosaic serve`), through the same
    /// adapters as its screens: built in the session's own isolation.
    func pages(on services: AppServices) -> any PageBuilder

    /// What it does to other features' posts and people (`b` saves a post, `m` writes to a
    /// person), on the app's services. The shell gathers every feature's (`FeatureCatalog`) and
    /// hands them to the features that show posts and people, so neither side edits the other.
    /// They belong to whoever shows them (the terminal's main actor, a web session).
    func contributions(on services: AppServices) -> Contributions

    /// A number its tab shows beside its title (unread messages), on the app's services, or nil
    /// for none. The shell draws it in the terminal's tab bar and the browser's header, and
    /// keeps it current while they are shown.
    func tabCounter(on services: AppServices) -> (any TabCounter)?
}

extension FeaturePlugin {
    public var storage: FeatureStorage? { nil }
    public var preferences: [PreferenceDefinition] { [] }
    public var content: (any FeatureContent)? { nil }
    public var memberTally: MemberTally? { nil }
    public var keptDrafts: [String: String] { [:] }
    public var searchPage: Route? { nil }

    public func resolve(_ route: Route, in services: AppServices) async throws -> Route { route }
    public func spokenName(of route: Route) -> String { route.description }
    public func pages(on services: AppServices) -> any PageBuilder { NoPages() }
    public func contributions(on services: AppServices) -> Contributions { .none }
    public func tabCounter(on services: AppServices) -> (any TabCounter)? { nil }
}

/// A feature's tab: its title and where it sits among the tabs.
public struct FeatureTab: Sendable, Equatable {
    public let title: String
    /// Lower comes first. Features use spaced numbers (10, 20, …) so a new tab can sit between
    /// two others without renumbering them, and tab order never depends on the list's order.
    public let position: Int

    public init(title: String, position: Int) {
        self.title = title
        self.position = position
    }
}
