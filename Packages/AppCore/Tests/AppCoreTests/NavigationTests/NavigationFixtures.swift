import AppCore

enum SampleTab: String, NavigationTab {
    case home
    case people
    case options
}

enum SampleRoute: Hashable, Sendable, Codable {
    case item(Int)
    case person(Int)
    case help
}

typealias SampleNavigation = NavigationState<SampleTab, SampleRoute>
