import Feature__Name__

/// The __Name__ items on a terminal: one key table drives the keys, the footer hints and the help;
/// the list keys move a viewport over the view model's items.
@MainActor public final class __Name__Screen {
    public let model: __Name__ViewModel
    /// Which items the window shows; sized by each render, moved by the list keys.
    private var viewport = ListViewport()
    private let tasks = ScreenTasks()

    public init(model: __Name__ViewModel) {
        self.model = model
    }

    public var title: String { "__Name__" }

    /// True while the items are being fetched: the shell shows it busy.
    public var isLoading: Bool { model.state == .idle || model.state == .loading }

    /// The keys this screen handles now, most important first.
    var keys: KeyTable {
        var commands: [KeyCommand] = []
        if !model.items.isEmpty {
            commands.append(
                KeyCommand("enter", label: "open", help: "open the selected item") { [self] in open() })
            commands.append(
                KeyCommand(
                    "j/k", keys: ListViewport.keyNames, label: nil,
                    help: "move; pgup/pgdn a page, g/G the first/last"
                ) { [self] key in _ = viewport.handle(keyNamed: key) })
        }
        commands.append(
            KeyCommand("r", label: "refresh", help: "load the items again") { [self] in
                tasks.whileShown { [model] in await model.refresh() }
            })
        return KeyTable(commands)
    }

    public var keyHints: [String] { keys.hints }
    public var keyHelp: [String] { keys.help }

    public func handle(key: String) -> Bool {
        keys.handle(key)
    }

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
            lines = viewport.visibleRange.map { index in
                (index == viewport.selectedIndex ? "› " : "  ") + TerminalText.sanitised(items[index].title)
            }
        }
        return lines.prefix(height).map { TextLayout.truncated($0, toWidth: width) }
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
