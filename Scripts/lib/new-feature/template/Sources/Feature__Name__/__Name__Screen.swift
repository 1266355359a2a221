/// The __Name__ feature as the shell sees it: a title, key hints, plain-text lines for a size,
/// and key handling.
@MainActor public final class __Name__Screen {
    let model: __Name__ViewModel

    init(model: __Name__ViewModel) {
        self.model = model
    }

    public var title: String { "__Name__" }

    /// True while the items are being fetched: the shell shows it busy.
    public var isLoading: Bool { model.state == .idle || model.state == .loading }

    public var keyHints: [String] { ["enter open", "r refresh"] }

    public func render(width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let lines: [String]
        switch model.state {
        case .idle, .loading:
            lines = ["Loading…"]
        case .empty:
            lines = ["Nothing here yet."]
        case .failed(let message):
            lines = DisplayWidth.wrap(message, to: width) + ["r to retry"]
        case .loaded(let items):
            let selection = model.selection
            let first = max(0, selection - height + 1)
            lines = items.indices.dropFirst(first).prefix(height).map { index in
                (index == selection ? "› " : "  ") + items[index].title
            }
        }
        return lines.prefix(height).map { DisplayWidth.truncate($0, to: width) }
    }

    public func handle(key: String) -> Bool {
        switch key {
        case "down", "j": model.moveSelection(by: 1)
        case "up", "k": model.moveSelection(by: -1)
        case "enter": model.openSelected()
        case "r": model.refresh()
        default: return false
        }
        return true
    }

    public func appear() {
        model.appear()
    }

    public func disappear() {
        model.disappear()
    }
}
