import AppCore
import Infrastructure

/// Where every feature's screens come from in one scene: each feature on the app's services
/// (`live`), or each on its own in-memory fakes (`fakes`, for `mosaic-preview`). The scene asks
/// the feature that owns a route for its screen.
@MainActor
public struct FeatureWiring {
    public let catalog: FeatureCatalog
    private let screensByFeature: [String: any ScreenBuilder]
    /// Set when each feature runs on its own fakes: their sample data do not match (the feed's
    /// fakes have no post 60 of the profile's), so a screen one feature asks for in another is
    /// named in a notice instead of opened.
    public let keepsFeaturesApart: Bool
    /// The feature `mosaic preview <name>` shows; the others' screens say they are not part of
    /// it (their fakes know nothing of the previewed feature's). Nil shows every feature.
    public let previewing: String?
    /// Gathers every feature's actions on posts and people, on the same services (or fakes) as the
    /// screens; gathered again when someone else signs in, so no mark of theirs is shown.
    let gatherContributions: @MainActor () -> Contributions
    /// The display choices the scene draws with.
    public let display: DisplaySettings
    /// What the app says about its database (server unreachable, back, a lock held elsewhere).
    public let connection = ConnectionStatus()
    /// The app's services, which check a link typed while the app runs; nil on fakes, whose
    /// sample data differ from feature to feature.
    let services: AppServices?

    /// The counts on the tabs (unread messages) on the app's services; nil on fakes, whose
    /// features keep none.
    let tabCounts: TabCounts?

    /// The database's news for `connection`; nil on fakes, where nothing goes away.
    var changes: (@Sendable () -> AsyncStream<StoreEvent>)? { services?.changes }

    init(
        catalog: FeatureCatalog, screens: [String: any ScreenBuilder], keepsFeaturesApart: Bool,
        display: DisplaySettings, services: AppServices? = nil, previewing: String? = nil,
        tabCounts: TabCounts? = nil,
        gatherContributions: @escaping @MainActor () -> Contributions = { .none }
    ) {
        self.tabCounts = tabCounts
        self.catalog = catalog
        self.gatherContributions = gatherContributions
        self.screensByFeature = screens
        self.keepsFeaturesApart = keepsFeaturesApart
        self.previewing = previewing
        self.display = display
        self.services = services
    }

    /// Every feature on the container's services, through its adapters.
    public static func live(_ container: AppContainer, catalog: FeatureCatalog = .app) -> FeatureWiring {
        let screens = Dictionary(
            catalog.features.map { ($0.name, $0.screens(on: container.services)) },
            uniquingKeysWith: { first, _ in first })
        return FeatureWiring(
            catalog: catalog, screens: screens, keepsFeaturesApart: false,
            display: container.services.display, services: container.services,
            tabCounts: TabCounts(catalog: catalog, services: container.services),
            gatherContributions: { catalog.contributions(on: container.services) })
    }

    /// Each feature alone on the fakes and sample data its own team tests with (`previews`, from
    /// the `MosaicPreview` module, which the app's binary does not link): no database, no files,
    /// nothing from another feature. A feature without a preview has no screens here. With
    /// `previewing`, only that feature's screens are built; the other tabs say they are not part
    /// of the preview.
    public static func fakes(
        catalog: FeatureCatalog = .app, previews: [any FeaturePreview], previewing: String? = nil
    ) -> FeatureWiring {
        let shown = previews.filter { catalog.feature(named: $0.name) != nil }
        let screens = Dictionary(
            shown.map { ($0.name, $0.screens()) }, uniquingKeysWith: { first, _ in first })
        return FeatureWiring(
            catalog: catalog, screens: screens, keepsFeaturesApart: true,
            display: DisplaySettings(usesColour: true), previewing: previewing,
            gatherContributions: { shown.reduce(Contributions.none) { $0.adding($1.contributions()) } })
    }

    /// The screen for `route`, built by the feature that owns it; nil if none does.
    func screen(for route: Route, context: (any FeaturePlugin) -> ScreenContext) -> (any TerminalScreen)? {
        guard let owner = catalog.owner(of: route), let screens = screensByFeature[owner.name] else {
            return nil
        }
        if let previewing, owner.name != previewing {
            let previewed = catalog.feature(named: previewing)
            return NotInPreviewScreen(feature: owner, previewed: previewed?.tab?.title ?? previewing)
        }
        return screens.screen(for: route, context: context(owner))
    }
}
