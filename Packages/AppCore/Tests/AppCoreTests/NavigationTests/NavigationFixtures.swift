import AppCore

enum SampleTab: String, NavigationTab, CaseIterable {
    case home
    case people
    case options
}

enum SampleRoute: Hashable, Sendable, Codable {
    case item(Int)
    case person(Int)
}

enum SampleSheet: Hashable, Sendable {
    case help
    case confirm
}

typealias SampleNavigation = NavigationState<SampleTab, SampleRoute, SampleSheet>

/// Tabs named at run time, as a shell whose tabs come from a list of features has them.
struct NamedTab: NavigationTab {
    let rawValue: String
}

typealias NamedNavigation = NavigationState<NamedTab, SampleRoute, SampleSheet>
