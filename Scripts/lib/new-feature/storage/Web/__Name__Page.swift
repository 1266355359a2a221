import AppCore
import Feature__Name__

/// The __Name__ items on the web, over the same `__Name__ViewModel` as the terminal's screen: a
/// form to add one, the list with a Delete button on each of your own, live while open.
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

    public func submit(_ request: WebRequest) async -> FormOutcome {
        switch request.intent {
        case "add":
            await model.add(title: request.form["title"] ?? "")
            // Refused: the page again with what was typed and why.
            if model.unsavedTitle != nil { return .showAgain(status: 422) }
            return .redirect(to: request.path, notice: model.message)
        case "delete":
            guard let id = request.form.number("item"), let item = model.items.first(where: { $0.id == id })
            else {
                return .showAgain(status: 422)
            }
            await model.delete(item)
            return .redirect(to: request.path, notice: model.message)
        default:
            return .unknownIntent
        }
    }

    public func body(_ request: WebRequest) -> HTML {
        var parts: [HTML] = []
        if request.intent == "add", let message = model.message {
            parts.append(HTML.tag(.p, .class("message"), .role("alert")) { message })
        }
        parts.append(
            WebForm.post(to: request.path, intent: "add", request: request, label: "New item") {
                WebForm.field(
                    "Title", name: "title", value: model.unsavedTitle ?? "", control: .line(limit: 120),
                    required: true)
                WebForm.submit("Add")
            })
        parts += liveRegions(request).map(\.element)
        return HTML.joined(parts)
    }

    public func liveRegions(_ request: WebRequest) -> [LiveRegion] {
        [LiveRegion(id: "items", content: items(request))]
    }

    public func watch() async {
        await model.watchChanges()
    }

    private func items(_ request: WebRequest) -> HTML {
        switch model.state {
        case .idle, .loading:
            return HTML.tag(.p) { "Loading…" }
        case .empty:
            return HTML.tag(.p) { "Nothing here yet." }
        case .failed(let message):
            return HTML.tag(.p, .class("message")) { message }
        case .loaded(let items):
            return HTML.tag(.ul) {
                for item in items {
                    HTML.tag(.li) {
                        HTML.tag(.span, .dir("auto")) { item.title }
                        " "
                        HTML.tag(.span, .class("byline")) { item.author }
                        if item.isMine {
                            WebForm.button(
                                "Delete", posting: "delete", to: request.path, request: request,
                                fields: [("item", String(item.id))])
                        }
                    }
                }
            }
        }
    }
}
