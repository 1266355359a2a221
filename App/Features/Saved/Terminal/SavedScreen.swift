import AppCore
import FeatureSaved

/// The Saved items on a terminal: one key table drives the keys, the footer hints and the help;
/// the list keys move a viewport over the view model's items.
@MainActor public final class SavedScreen: TerminalScreen {
    public let model: SavedViewModel
    /// Which items the window shows; sized by each render, moved by the list keys.
    private var viewport = ListViewport()
    private let tasks = ScreenTasks()

    public init(model: SavedViewModel) {
        self.model = model
    }

    public var title: String { "Saved" }

    /// True while the items are being fetched: the shell shows it busy.
    public var isLoading: Bool { model.state == .idle || model.state == .loading }

    /// The keys this screen handles now, most important first.
    public var keys: KeyTable {
        var commands: [KeyCommand] = []
        if !model.items.isEmpty {
            commands.append(
                KeyCommand(.enter, label: "open", help: "open the selected item") { [self] in open() })
        }
        commands.append(
            KeyCommand("r", label: "refresh", help: "load the items again") { [self] in
                tasks.whileShown { [model] in await model.refresh() }
            })
        if !model.items.isEmpty {
            commands += ListKeys.selecting("item") { [self] step in viewport.move(step) }
        }
        return KeyTable(commands)
    }

    public func render(width: Int, height: Int) -> [StyledLine] {
        switch model.state {
        case .idle, .loading:
            return ["Loading…"]
        case .empty:
            return ["Nothing here yet."]
        case .failed(let message):
            return StyledLine(message).wrapped(toWidth: width) + ["r to retry"]
        case .loaded(let items):
            let rows = items.map { [StyledLine($0.title)] }
            return ListLayout(items: rows).render(width: width, height: height, viewport: &viewport)
        }
    }

    private func open() {
        let items = model.items
        guard items.indices.contains(viewport.selectedIndex) else { return }
        let item = items[viewport.selectedIndex]
        tasks.action { [model] in await model.open(item) }
    }

    /// Loading belongs to the screen being shown; leaving cancels it.
    public func appear() {
        tasks.whileShown { [model] in await model.appear() }
    }

    public func disappear() {
        tasks.screenLeft()
    }

    /// Waits for the work this screen started (for tests and one-frame snapshots).
    public func settled() async {
        await tasks.settled()
    }
}
