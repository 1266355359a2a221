import AppCore
import FeatureSettings

/// The feature flags screen in the terminal, over `FlagsViewModel`: every flag some feature of
/// the app reads, its value and where that value comes from. One key table drives the keys, the
/// footer's hints and the help sheet.
@MainActor
public final class FlagsScreen: SettingsListScreen {
    public let model: FlagsViewModel
    let tasks = ScreenTasks()
    /// Which flag is selected and which are shown, as the list keys last left it.
    var kept = ListViewport()
    /// The room the shell last gave the screen: a page is the flags it holds.
    var room = (width: 80, height: 24)

    public init(model: FlagsViewModel) {
        self.model = model
    }

    /// What the list keys move between, in the help.
    static let listItem = "flag"

    public var title: String { "Feature flags" }

    /// The rows the list has now.
    var rowCount: Int { model.flags.count }

    /// The flag under the selection, when the list is shown.
    var selectedFlag: SettingsFlag? {
        let flags = model.flags
        return viewport.selection.flatMap { flags.indices.contains($0) ? flags[$0] : nil }
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
}
