import AppCore
import FeatureSettings

/// The feature flags screen in the terminal, over `FlagsViewModel`: every flag some feature of
/// the app reads, its value and where that value comes from. One key table drives the keys, the
/// footer's hints and the help sheet.
@MainActor
public final class FlagsScreen: TerminalScreen {
    public let model: FlagsViewModel
    /// The ".task" rule: loading ends when the screen goes; the person's changes run to their end.
    let tasks = ScreenTasks()
    /// Which flag is selected and which are shown, as the list keys last left it.
    private var kept = ListViewport()
    /// The room the shell last gave the screen: a page is the flags it holds.
    private var room = (width: 80, height: 24)

    public init(model: FlagsViewModel) {
        self.model = model
    }

    /// What the list keys move between, in the help.
    static let listItem = "flag"

    public var title: String { "Feature flags" }

    /// True while the flags are read, the first time or again: the shell shows it busy.
    public var isLoading: Bool { model.state == .idle || model.state == .loading || model.isRefreshing }

    /// Loads what the screen shows and listens for changes made elsewhere, both until it goes.
    public func appear() {
        tasks.whileShown { [model] in await model.watchChanges() }
        tasks.whileShown { [model] in await model.appear() }
    }

    public func disappear() {
        tasks.screenLeft()
    }

    public var selection: String? { String(viewport.selectedIndex) }

    public func restore(selection: String) {
        if let row = Int(selection) { kept.restore(row: row) }
    }

    /// Waits until every load and action started so far has ended.
    public func settled() async {
        await tasks.settled()
    }

    public func sized(width: Int, height: Int) {
        room = (width, height)
    }

    /// Drawn from the state: changes nothing.
    public func render(width: Int, height: Int) -> [StyledLine] {
        layout.render(width: width, height: height, viewport: viewport)
    }

    /// The list's window as the flags are now (computed: drawing and the keys read the same).
    var viewport: ListViewport {
        var shown = kept
        shown.update(
            itemCount: model.flags.count,
            visibleRows: layout.visibleRows(width: room.width, height: room.height))
        return shown
    }

    /// The flag under the selection, when the list is shown.
    var selectedFlag: SettingsFlag? {
        let flags = model.flags
        return viewport.selection.flatMap { flags.indices.contains($0) ? flags[$0] : nil }
    }

    private func move(_ step: ListKeys.Step) {
        var shown = viewport
        shown.move(step)
        kept = shown
    }

    /// Every key the screen handles now, most important first: reset only where there is a
    /// choice of the person's to forget.
    public var keys: KeyTable {
        switch model.state {
        case .idle, .loading:
            return KeyTable([])
        case .failed:
            return KeyTable([refreshCommand(label: "retry", help: "try loading the flags again")])
        case .empty:
            return KeyTable([refreshCommand(label: "refresh", help: "check for flags again")])
        case .loaded:
            var commands: [KeyCommand] = []
            if let flag = selectedFlag {
                commands.append(
                    KeyCommand(
                        .space, label: "toggle",
                        help: "set \(flag.name) \(flag.isOn ? "off" : "on") on this device (your choice wins)"
                    ) { self.act { await $0.setFlag(flag.name, to: !flag.isOn) } })
                if flag.source == .localOverride {
                    commands.append(
                        KeyCommand("x", label: "reset", help: "forget your choice for \(flag.name)") {
                            self.act { await $0.clearOverride(flag.name) }
                        })
                }
            }
            commands.append(refreshCommand(label: "refresh", help: "load the flags again"))
            return KeyTable(
                commands + ListKeys.selecting(Self.listItem, spacePages: false) { self.move($0) })
        }
    }

    private func refreshCommand(label: String, help: String) -> KeyCommand {
        KeyCommand("r", label: label, help: help) {
            self.tasks.whileShown { [model = self.model] in await model.refresh() }
        }
    }

    /// Runs the person's own change; leaving the screen does not cancel it.
    private func act(_ work: @escaping @MainActor (FlagsViewModel) async -> Void) {
        tasks.action { [model] in await work(model) }
    }
}
