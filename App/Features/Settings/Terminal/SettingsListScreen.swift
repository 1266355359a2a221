import AppCore
import FeatureSettings

/// What the settings' two screens (`SettingsScreen`, `FlagsScreen`) do alike: a list of rows over
/// a view model that loads while the screen is shown and listens for changes made elsewhere
/// until it goes, the row selected and the room the shell gave kept between draws, `r` to load
/// again and the person's own actions run to their end.
@MainActor protocol SettingsListScreen: TerminalScreen {
    associatedtype Model: SettingsListModel
    var model: Model { get }
    /// The ".task" rule: loading ends when the screen goes; the person's actions run to their end.
    var tasks: ScreenTasks { get }
    /// Which row is selected and which are shown, as the list keys last left it.
    var kept: ListViewport { get set }
    /// The room the shell last gave the screen: a page is the rows it holds.
    var room: (width: Int, height: Int) { get set }
    /// The rows the list has now.
    var rowCount: Int { get }
    /// The screen's state as lines.
    var layout: ListLayout { get }
}

/// A settings view model a list screen shows.
protocol SettingsListModel: AnyObject {
    /// True while it reads, the first time or again: the shell shows the screen busy.
    var isLoading: Bool { get }
    nonisolated(nonsending) func appear() async
    nonisolated(nonsending) func refresh() async
    nonisolated(nonsending) func watchChanges() async
}

extension SettingsViewModel: SettingsListModel {
    var isLoading: Bool { state == .idle || state == .loading || isRefreshing }
}

extension FlagsViewModel: SettingsListModel {
    var isLoading: Bool { state == .idle || state == .loading || isRefreshing }
}

extension SettingsListScreen {
    public var isLoading: Bool { model.isLoading }

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

    /// The list's window now (computed: drawing and the keys read the same).
    var viewport: ListViewport {
        var shown = kept
        shown.update(
            itemCount: rowCount, visibleRows: layout.visibleRows(width: room.width, height: room.height))
        return shown
    }

    func move(_ step: ListKeys.Step) {
        var shown = viewport
        shown.move(step)
        kept = shown
    }

    func refreshCommand(label: String, help: String) -> KeyCommand {
        KeyCommand("r", label: label, help: help) {
            self.tasks.whileShown { [model = self.model] in await model.refresh() }
        }
    }

    /// Runs the person's own change; leaving the screen does not cancel it.
    func act(_ work: @escaping @MainActor (Model) async -> Void) {
        tasks.action { [model] in await work(model) }
    }
}
