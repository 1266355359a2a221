import AppCore
import Feature__Name__

/// The __Name__ items on the web, over the same `__Name__ViewModel` as the terminal's screen: a
/// list drawn from its state, loaded when the page is asked for.
public final class __Name__Page: WebPage {
    public let model: __Name__ViewModel

    public init(model: __Name__ViewModel) {
        self.model = model
    }

    public var title: String { "__Name__" }

    public func load(_ request: WebRequest) async -> PageLoad {
        await model.appear()
        return .shown
    }

    public func body(_ request: WebRequest) -> HTML {
        HTML.joined(liveRegions(request).map(\.element))
    }

    public func liveRegions(_ request: WebRequest) -> [LiveRegion] {
        [LiveRegion(id: "items", content: items)]
    }

    private var items: HTML {
        switch model.state {
        case .idle, .loading:
            return HTML.tag(.p) { "Loading…" }
        case .empty:
            return HTML.tag(.p) { "Nothing here yet." }
        case .failed(let message):
            return HTML.tag(.p, .class("message")) { message }
        case .loaded(let items):
            return HTML.tag(.ul) {
                for item in items { HTML.tag(.li, .dir("auto")) { item.title } }
            }
        }
    }
}
