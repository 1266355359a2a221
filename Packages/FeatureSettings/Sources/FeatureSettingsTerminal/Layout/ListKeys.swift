/// The keys every list screen shares, as key-table commands: one line each in the help, none in
/// the footer. Each moves the screen's ListViewport by the key pressed (up and down by one, a page
/// by the rows on screen, to the first or last).
enum ListKeys {
    /// How a help line writes a key name, where it differs from the name ("↑" for "up").
    static let shownNames = ["up": "↑", "down": "↓", "pageup": "pgup", "pagedown": "pgdn"]

    @MainActor
    static func commands(move: @escaping @MainActor (_ key: String) -> Void) -> [KeyCommand] {
        [
            KeyCommand(
                "↑/↓ j/k", keys: ["up", "down", "k", "j"], label: nil, help: "move the selection",
                action: move),
            KeyCommand(
                "pgup/pgdn", keys: ["pageup", "pagedown"], label: nil, help: "move a page", action: move),
            KeyCommand(
                "home/end g/G", keys: ["home", "end", "g", "G"], label: nil, help: "go to the first or last",
                action: move),
        ]
    }
}
