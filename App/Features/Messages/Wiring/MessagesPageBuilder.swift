import AppCore
import FeatureMessages
import MessagesWeb

/// Builds the Messages feature's web page over one browser session's dependencies.
@MainActor
struct MessagesPageBuilder: PageBuilder {
    let dependencies: @MainActor () -> MessagesDependencies

    func page(for route: Route, context: PageContext) -> (any WebPage)? {
        guard route.host == "messages" else { return nil }
        let model = MessagesFeature.makeViewModel(dependencies: dependencies(), onEvent: { _ in })
        return MessagesPage(model: model)
    }
}
