import AppCore
import Feature__Name__
import __Name__Web

/// Builds the __Name__ feature's web page over one browser session's dependencies (the page and
/// its view model run on that session's own isolation, not the main actor).
struct __Name__PageBuilder: PageBuilder {
    let dependencies: () -> __Name__Dependencies

    func page(for route: Route, context: PageContext) -> (any WebPage)? {
        guard route.host == "__host__" else { return nil }
        let model = __Name__Feature.makeViewModel(dependencies: dependencies(), onEvent: { _ in })
        return __Name__Page(model: model)
    }
}
