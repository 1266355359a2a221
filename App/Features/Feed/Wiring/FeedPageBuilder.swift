import AppCore
import FeatureFeed
import FeedStorage
import FeedWeb

/// Builds the feed's web pages over its view models, on one browser session's dependencies: the
/// same view models as the terminal's screens, the links from the feed's own events.
struct FeedPageBuilder: PageBuilder {
    let dependencies: () -> FeedDependencies

    func page(for route: Route, context: PageContext) -> (any WebPage)? {
        guard let feedRoute = FeedRoute(route) else { return nil }
        let dependencies = self.dependencies()
        let onEvent: (FeedEvent) -> Void = { context.perform(FeedEvents.actions(for: $0)) }
        var links = FeedLinks(feed: WebPaths.path(of: FeedRoute.feed.route)) {
            context.path(for: FeedEvents.actions(for: $0))
        }
        links.searchPage = WebPaths.path(of: FeedRoute.search(nil).route)
        switch feedRoute {
        case .feed:
            return FeedPage(
                model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: onEvent), links: links,
                contributions: context.contributions)
        case .post(let id, _):
            return PostPage(
                model: FeedFeature.makePost(id: id, dependencies: dependencies, onEvent: onEvent),
                links: links, contributions: context.contributions)
        case .tag(let name):
            return FeedPage(
                model: FeedFeature.makeTag(name, dependencies: dependencies, onEvent: onEvent), links: links,
                contributions: context.contributions)
        case .search(let search?):
            return FeedPage(
                model: FeedFeature.makeSearch(search, dependencies: dependencies, onEvent: onEvent),
                links: links, contributions: context.contributions)
        case .search(nil):
            return SearchFormPage(links: links)
        }
    }
}
