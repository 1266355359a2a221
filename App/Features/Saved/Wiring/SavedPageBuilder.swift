import AppCore
import FeatureSaved
import Foundation
import SavedWeb

/// Builds the Saved page over one browser session's dependencies; its links are the paths of
/// the post's and author's own links.
struct SavedPageBuilder: PageBuilder {
    let dependencies: () -> SavedDependencies
    let now: @Sendable () -> Date

    func page(for route: Route, context: PageContext) -> (any WebPage)? {
        guard route.host == "saved" else { return nil }
        let model = SavedFeature.makeViewModel(dependencies: dependencies(), onEvent: { _ in })
        let links = SavedLinks(
            saved: WebPaths.path(of: route),
            post: { id in SavedEvents.postRoute(id).map(WebPaths.path(of:)) ?? "/post/\(id)" },
            author: { id in SavedEvents.authorRoute(id).map(WebPaths.path(of:)) })
        let now = self.now
        return SavedPage(model: model, links: links, now: { now() })
    }
}
