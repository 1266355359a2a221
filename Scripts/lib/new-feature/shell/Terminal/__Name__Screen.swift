import AppCore
import Feature__Name__

/// The __Name__ items on a terminal: one key table drives the keys, the footer hints and the help;
/// the list keys move over the view model's items. Drawing is a function of the state: `render`
/// changes nothing, and the keys act on the row drawn selected.
@MainActor public final class __Name__Screen: TerminalScreen {
    public let model: __Name__ViewModel
    /// The selected item and the first shown, by id: items coming or going do not move them.
    private var place = ListPlace()
    /// The room the shell last gave the screen: a page is the items it holds.
    private var room = (width: 80, height: 24)
    private let tasks = ScreenTasks()

    public init(model: __Name__ViewModel) {
        self.model = model
    }

    public var title: String { "__Name__" }

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
            commands += ListKeys.selecting("item") { [self] step in move(step) }
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
        case .loaded:
            return layout.render(width: width, height: height, viewport: viewport)
        }
    }

    public func sized(width: Int, height: Int) {
        room = (width, height)
    }

    private var layout: ListLayout {
        ListLayout(items: model.items.map { [StyledLine($0.title)] })
    }

    /// The list's window as the items are now: what is drawn, and what the keys act on.
    private var viewport: ListViewport {
        place.shown(
            ids: model.items.map(\.id),
            visibleRows: layout.visibleRows(width: room.width, height: room.height))
    }

    private func move(_ step: ListKeys.Step) {
        place.move(
            step, ids: model.items.map(\.id),
            visibleRows: layout.visibleRows(width: room.width, height: room.height))
    }

    private func open() {
        let items = model.items
        guard let index = viewport.selection, items.indices.contains(index) else { return }
        let item = items[index]
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
