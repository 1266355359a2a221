import AppCore
import FeatureSaved
import Infrastructure
import SavedStorage

/// The Saved feature in the shell: `mosaic://saved` (`/saved` on the web), its data (the posts
/// each person saved, `SavedStorage`), and `b` / Save on every post other features show,
/// contributed to them without touching their files.
///
/// Its tab comes after Messages and before Settings: what a person kept to read later sits with
/// what they read, and Settings stays last.
struct SavedPlugin: FeaturePlugin {
    let name = "saved"
    let storage: FeatureStorage? = SavedStorage.feature
    let tab: FeatureTab? = FeatureTab(title: "Saved", position: 60)
    let hosts = ["saved"]
    let linkForms = ["mosaic://saved"]
    let flags: [FlagDefinition] = []
    var home: Route { Route("saved") }

    func route(for link: DeepLink) throws(DeepLinkError) -> Route {
        try link.expectSegments(atMost: 0)
        return home
    }

    func spokenName(of route: Route) -> String { "your saved posts" }

    @MainActor func screens(on services: AppServices) -> any ScreenBuilder {
        SavedScreenBuilder(dependencies: { Self.dependencies(on: services) }, now: services.now)
    }

    func pages(on services: AppServices) -> any PageBuilder {
        SavedPageBuilder(dependencies: { Self.dependencies(on: services) }, now: services.now)
    }

    func contributions(on services: AppServices) -> Contributions {
        SavedContribution.save(
            posts: SavedPostsAdapter(services), changes: SavedChangesAdapter(events: services.changes))
    }

    /// The feature's ports on the app's services, for any front end.
    static func dependencies(on services: AppServices) -> SavedDependencies {
        SavedDependencies(
            posts: SavedPostsAdapter(services), changes: SavedChangesAdapter(events: services.changes),
            analytics: SavedAnalyticsAdapter(services: services))
    }
}
