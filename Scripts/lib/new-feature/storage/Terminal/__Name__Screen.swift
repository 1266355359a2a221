import AppCore
import Feature__Name__

/// The __Name__ items on a terminal: one key table drives the keys, the footer hints and the help;
/// the list keys move over the view model's items; `n` adds one, `d` deletes your own; what
/// changes elsewhere is shown as it happens. Drawing is a function of the state: `render`
/// changes nothing, and the keys act on the row drawn selected.
@MainActor public final class __Name__Screen: TerminalScreen {
    public let model: __Name__ViewModel
    /// The selected item and the first shown, by id: items coming or going do not move them.
    private var place = ListPlace()
    /// The room the shell last gave the screen: a page is the items it holds.
    private var room = (width: 80, height: 24)
    private let tasks = ScreenTasks()
    /// Following changes never ends by itself, so it is kept apart from the work `settled()`
    /// waits for (a snapshot of the screen must not wait for ever).
    private let watching = ScreenTasks()

    public init(model: __Name__ViewModel) {
        self.model = model
    }

    public var title: String { "__Name__" }

    /// True while the items are being fetched: the shell shows it busy.
    public var isLoading: Bool { model.state == .idle || model.state == .loading }

    private var selected: __Name__Item? {
        let items = model.items
        return viewport.selection.flatMap { items.indices.contains($0) ? items[$0] : nil }
    }

    /// The keys this screen handles now, most important first.
    public var keys: KeyTable {
        var commands: [KeyCommand] = [
            KeyCommand("n", label: "new", help: "add an item") { [self] in
                tasks.action { [model] in await model.add() }
            }
        ]
        if let selected, selected.isMine {
            commands.append(
                KeyCommand("d", label: "delete", help: "delete your selected item") { [self] in
                    tasks.action { [model] in await model.delete(selected) }
                })
        }
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
            return said(width) + ["Loading…"]
        case .empty:
            return said(width) + ["Nothing here yet: n adds an item."]
        case .failed(let message):
            return said(width) + StyledLine(message).wrapped(toWidth: width) + ["r to retry"]
        case .loaded:
            return layout.render(width: width, height: height, viewport: viewport)
        }
    }

    /// What the last action said, first on the screen as on every screen.
    private func said(_ width: Int) -> [StyledLine] {
        model.message.map { StyledLine($0, style: .dim).wrapped(toWidth: width) } ?? []
    }

    public func sized(width: Int, height: Int) {
        room = (width, height)
    }

    private var layout: ListLayout {
        let rows = model.items.map { item in
            [
                StyledLine(item.title),
                StyledLine(item.author.isEmpty ? "" : "  " + item.author, style: .dim),
            ]
        }
        return ListLayout(message: model.message.map { [StyledLine($0, style: .dim)] } ?? [], items: rows)
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
        guard let item = selected else { return }
        tasks.action { [model] in await model.open(item) }
    }

    /// Loading and following changes belong to the screen being shown; leaving cancels them.
    public func appear() {
        tasks.whileShown { [model] in await model.appear() }
        watching.whileShown { [model] in await model.watchChanges() }
    }

    public func disappear() {
        tasks.screenLeft()
        watching.screenLeft()
    }

    /// Waits for the work this screen started (for tests and one-frame snapshots).
    public func settled() async {
        await tasks.settled()
    }
}
