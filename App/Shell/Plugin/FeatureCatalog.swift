import AppCore
import Infrastructure

/// The features the app is built with, and what the shell reads off them: tabs in order, which
/// feature owns a link or a route, the flags, the preview names. Built from `AppFeatures.all`;
/// tests build one from any list.
public struct FeatureCatalog: Sendable {
    public let features: [any FeaturePlugin]
    /// Features with a tab, in tab order (the `1`…`n` keys).
    public let tabbed: [any FeaturePlugin]

    public init(_ features: [any FeaturePlugin]) {
        self.features = features
        tabbed =
            features
            .filter { $0.tab != nil }
            .sorted { ($0.tab?.position ?? 0, $0.name) < ($1.tab?.position ?? 0, $1.name) }
    }

    /// The app as built.
    public static let app = FeatureCatalog(AppFeatures.all)

    public var tabs: [ShellTab] { tabbed.map { ShellTab(rawValue: $0.name) } }

    /// The tab a first launch, an unknown saved tab and a tabless feature's links use.
    public var firstTab: ShellTab { tabs.first ?? ShellTab(rawValue: features.first?.name ?? "") }

    public func feature(named name: String) -> (any FeaturePlugin)? {
        features.first { $0.name == name }
    }

    public func feature(forHost host: String) -> (any FeaturePlugin)? {
        features.first { $0.hosts.contains(host) }
    }

    /// The feature whose screen `route` is.
    public func owner(of route: Route) -> (any FeaturePlugin)? {
        feature(forHost: route.host)
    }

    public func title(of tab: ShellTab) -> String {
        feature(named: tab.rawValue)?.tab?.title ?? tab.rawValue
    }

    /// The screen at the bottom of a tab's stack.
    public func home(of tab: ShellTab) -> Route? {
        feature(named: tab.rawValue)?.home
    }

    /// Every link host, sorted, for "unknown link destination" messages.
    public var hosts: [String] { features.flatMap(\.hosts).sorted() }

    public var flagDefinitions: [FlagDefinition] { features.flatMap(\.flags) }

    /// Every feature's on/off choices, for Settings.
    public var preferences: [PreferenceDefinition] { features.flatMap(\.preferences) }

    /// What `team list` counts of each member, feature by feature.
    public var memberTallies: [MemberTally] { features.compactMap(\.memberTally) }

    /// Every feature's own data, for the engine to migrate (the platform's comes first by
    /// itself; dependencies decide the rest).
    public var storage: [FeatureStorage] { features.compactMap(\.storage) }

    /// True when some feature built into this app would show `route`.
    public func canShow(_ route: Route) -> Bool {
        guard let owner = owner(of: route) else { return false }
        return (try? owner.route(for: route.link)) == route
    }

    /// A restored state without what this build cannot show (see `NavigationState.restricted`).
    public func fitting(_ navigation: ShellNavigation) -> ShellNavigation {
        navigation.restricted(to: Set(tabs), fallback: firstTab, canShow: canShow)
    }
}
