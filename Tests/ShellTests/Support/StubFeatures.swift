import AppCore
import Infrastructure

@testable import MosaicShell

/// A screen that shows fixed lines: enough for the shell to hold, draw and navigate.
@MainActor
final class LinesScreen: TerminalScreen {
    let title: String
    let lines: [String]
    let keys = KeyTable.empty
    let isLoading = false

    init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }

    func render(width: Int, height: Int) -> [StyledLine] { lines.map { StyledLine($0) } }
    func appear() {}
    func disappear() {}
}

/// Screens that say which route they show.
@MainActor
struct LinesScreens: ScreenBuilder {
    let title: String

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        LinesScreen(title: title, lines: ["\(title) at \(route)"])
    }
}

/// A feature as another team would add it, with one link host and, if asked, a tab.
struct StubFeature: FeaturePlugin {
    let name: String
    let tab: FeatureTab?
    var hosts: [String] { [name] }
    var linkForms: [String] { ["mosaic://\(name)"] }
    let flags: [FlagDefinition] = []
    var home: Route { Route(name) }

    init(_ name: String, tab: FeatureTab? = nil) {
        self.name = name
        self.tab = tab
    }

    func route(for link: DeepLink) throws(DeepLinkError) -> Route {
        try link.expectSegments(atMost: 0)
        return Route(link.host)
    }

    @MainActor func screens(on services: AppServices) -> any ScreenBuilder {
        LinesScreens(title: name.capitalized)
    }
}

/// A stand-in's preview, as its team would write it beside its plugin.
extension StubFeature: FeaturePreview {
    @MainActor func screens() -> any ScreenBuilder {
        LinesScreens(title: name.capitalized + " preview")
    }
}

extension FeatureCatalog {
    /// The app's features and two stand-ins (named so no team's real feature collides): one with
    /// a tab between Feed and Profile, one reached only by its link. Listed out of order on
    /// purpose.
    static let withProbes = FeatureCatalog(
        [StubFeature("probe-link")] + AppFeatures.all + [
            StubFeature("probe-tab", tab: FeatureTab(title: "Probe", position: 15))
        ])
}
