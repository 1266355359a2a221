import AppCore
import FeatureSaved
import SavedWeb

/// Builds the Saved feature's web page over one browser session's dependencies.
@MainActor
struct SavedPageBuilder: PageBuilder {
    let dependencies: @MainActor () -> SavedDependencies

    func page(for route: Route, context: PageContext) -> (any WebPage)? {
        guard route.host == "saved" else { return nil }
        let model = SavedFeature.makeViewModel(dependencies: dependencies(), onEvent: { _ in })
        return SavedPage(model: model)
    }
}
