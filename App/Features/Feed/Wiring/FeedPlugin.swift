import AppCore
import FeatureFeed
import FeedStorage
import FeedWeb
import Infrastructure

/// The Feed feature in the shell: the Feed tab, `mosaic://feed`, `mosaic://post/<id>` and
/// `mosaic://tag/<name>`, its like-counts flag, and its screens and pages.
struct FeedPlugin: FeaturePlugin {
    let name = "feed"
    let storage: FeatureStorage? = FeedStorage.feature
    let tab: FeatureTab? = FeatureTab(title: "Feed", position: 10)
    let hosts = FeedRoute.hosts
    let linkForms = ["mosaic://feed", "mosaic://post/<id>", "mosaic://tag/<name>", "mosaic://search/<words>"]
    let flags = [
        FlagDefinition(
            name: "feed.like_counts", description: "Show like counts in the feed", defaultValue: true)
    ]
    let preferences = [FeedPreferencesAdapter.compactFeed]
    let content: (any FeatureContent)? = FeedContent()
    let memberTally: MemberTally? = MemberTally(one: "post", many: "posts") { storage in
        try await FeedStorage.postCounts(on: storage)
    }
    var home: Route { FeedRoute.feed.route }
    var searchPage: Route? { FeedRoute.search(nil).route }
    let keptDrafts = [
        FeedDraftsAdapter.kind: "Your unfinished post is kept: n in the feed goes on writing it."
    ]

    func route(for link: DeepLink) throws(DeepLinkError) -> Route {
        try FeedRoute(link: link).route
    }

    func resolve(_ route: Route, in services: AppServices) async throws -> Route {
        if case .post(let id, _) = FeedRoute(route),
            try await services.store(FeedPosts.self).post(id: Int64(id)) == nil
        {
            throw DeepLinkError.notFound("post \(id)")
        }
        return route
    }

    func spokenName(of route: Route) -> String {
        switch FeedRoute(route) {
        case .feed: "the feed"
        case .post(let id, _): "post \(id)"
        case .tag(let name): "the posts tagged #\(name)"
        case .search(let search?): "the posts holding \"\(search.text)\""
        case .search(nil): "search"
        case nil: route.description
        }
    }

    @MainActor func screens(on services: AppServices) -> any ScreenBuilder {
        FeedScreenBuilder { sheets in Self.dependencies(on: services, prompt: FeedSheets(sheets: sheets)) }
    }

    func pages(on services: AppServices) -> any PageBuilder {
        FeedPageBuilder { Self.dependencies(on: services, prompt: FeedFormPrompt()) }
    }

    /// Feed's ports on the app's services, for any front end: `prompt` asks the person (the
    /// terminal's sheets here, a headless test's script elsewhere).
    static func dependencies(on services: AppServices, prompt: any FeedPrompt) -> FeedDependencies {
        let session = SessionAdapter(session: services.session)
        return FeedDependencies(
            posts: FeedPostsAdapter(
                posts: services.store(FeedPosts.self), viewer: { await session.currentUserID() }),
            prompt: prompt,
            analytics: AnalyticsAdapter(sink: services.analytics, now: services.now),
            preferences: FeedPreferencesAdapter(preferences: services.preferences),
            session: session,
            flags: FlagsAdapter(flags: services.flags, preferences: services.preferences),
            clock: ClockAdapter(clock: services.now),
            drafts: FeedDraftsAdapter(drafts: services.drafts),
            changes: FeedChangesAdapter(events: services.changes))
    }

}
