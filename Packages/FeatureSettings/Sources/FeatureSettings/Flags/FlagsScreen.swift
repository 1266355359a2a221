/// The feature flags screen: every flag, its value and where that value comes from.
@MainActor
public final class FlagsScreen {
    let model: FlagsViewModel
    /// The last action started by a key; tests await it.
    private(set) var pendingWork: Task<Void, Never>?
    /// Which flags the window shows; sized by each render, moved by the list keys.
    private var viewport = ListViewport()

    init(model: FlagsViewModel) {
        self.model = model
    }

    public var title: String { "Feature flags" }

    /// True while the flags are being read: the shell shows it busy.
    public var isLoading: Bool { model.state == .idle || model.state == .loading }

    public var keyHints: [String] {
        switch model.state {
        case .idle, .loading: []
        case .failed, .empty: ["r retry"]
        case .loaded: ["space toggle", "x reset", "r refresh"]
        }
    }

    public func render(width: Int, height: Int) -> [String] {
        FlagsRendering.layout(state: model.state, selection: model.selection, message: model.message)
            .render(width: width, height: height, viewport: &viewport)
    }

    public func handle(key: String) -> Bool {
        switch model.state {
        case .idle, .loading: return false
        case .failed, .empty:
            guard key == "r" else { return false }
            model.refresh()
            return true
        case .loaded:
            if moveSelection(for: key) { return true }
            switch key {
            case "space": start { await $0.toggleSelected() }
            case "x": start { await $0.resetSelected() }
            case "r": model.refresh()
            default: return false
            }
            return true
        }
    }

    /// The shared list keys (a page is the flags on screen); false for any other key.
    private func moveSelection(for key: String) -> Bool {
        var moved = viewport
        moved.update(itemCount: model.flags.count, visibleRows: moved.visibleRows)
        moved.select(model.selection)
        guard moved.handle(keyNamed: key) else { return false }
        model.select(moved.selectedIndex)
        viewport = moved
        return true
    }

    private func start(_ work: @escaping @MainActor (FlagsViewModel) async -> Void) {
        let model = model
        pendingWork = Task { await work(model) }
    }

    public func appear() {
        model.appear()
    }

    public func disappear() {
        model.disappear()
    }
}
