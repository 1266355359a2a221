import AppCore
import Feature__Name__

/// The __Name__ items on a terminal: one key table drives the keys, the footer hints and the help;
/// the list keys move a viewport over the view model's items; `n` adds one, `d` deletes your own;
/// what changes elsewhere is shown as it happens.
@MainActor public final class __Name__Screen: TerminalScreen {
    public let model: __Name__ViewModel
    /// Which items the window shows; sized by each render, moved by the list keys.
    private var viewport = ListViewport()
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
        return items.indices.contains(viewport.selectedIndex) ? items[viewport.selectedIndex] : nil
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
            commands += ListKeys.selecting("item") { [self] step in viewport.move(step) }
        }
        return KeyTable(commands)
    }

    public func render(width: Int, height: Int) -> [StyledLine] {
        let said: [StyledLine] =
            model.message.map { StyledLine($0, style: .dim).wrapped(toWidth: width) } ?? []
        switch model.state {
        case .idle, .loading:
            return said + ["Loading…"]
        case .empty:
            return said + ["Nothing here yet: n adds an item."]
        case .failed(let message):
            return said + StyledLine(message).wrapped(toWidth: width) + ["r to retry"]
        case .loaded(let items):
            let rows = items.map { item in
                [
                    StyledLine(item.title),
                    StyledLine(item.author.isEmpty ? "" : "  " + item.author, style: .dim),
                ]
            }
            let list = ListLayout(items: rows).render(
                width: width, height: max(height - said.count, 1), viewport: &viewport)
            return said + list
        }
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
