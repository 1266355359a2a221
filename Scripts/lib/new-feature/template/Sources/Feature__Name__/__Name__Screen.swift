/// The __Name__ feature as the shell sees it: a title, key hints, plain-text lines for a size,
/// and key handling.
@MainActor public final class __Name__Screen {
    let model: __Name__ViewModel
    /// Which items the window shows; sized by each render, moved by the list keys.
    private var viewport = ListViewport()

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
            lines = TextLayout.wrapped(message, toWidth: width) + ["r to retry"]
        case .loaded(let items):
            viewport.update(itemCount: items.count, visibleRows: height)
            viewport.select(model.selection)
            lines = viewport.visibleRange.map { index in
                (index == model.selection ? "› " : "  ") + items[index].title
            }
        }
        return lines.prefix(height).map { TextLayout.truncated($0, toWidth: width) }
    }

    public func handle(key: String) -> Bool {
        switch key {
        case "down", "j", "up", "k", "pagedown", "pageup", "home", "end", "g", "G": moveSelection(for: key)
        case "enter": model.openSelected()
        case "r": model.refresh()
        default: return false
        }
        return true
    }

    /// The shared list keys: a page is the rows on screen.
    private func moveSelection(for key: String) {
        var moved = viewport
        moved.update(itemCount: model.items.count, visibleRows: moved.visibleRows)
        moved.select(model.selection)
        _ = moved.handle(keyNamed: key)
        model.moveSelection(by: moved.selectedIndex - model.selection)
        viewport = moved
    }

    public func appear() {
        model.appear()
    }

    public func disappear() {
        model.disappear()
    }
}
