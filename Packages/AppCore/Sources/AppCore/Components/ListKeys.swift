/// The keys every list and every long text share, in one table: ↓/↑ or j/k one row, pgdn/pgup
/// (and space, where the screen leaves it free) a page, home/end or g/G to the ends.
public enum ListKeys {
    /// Where one of the shared keys moves.
    public enum Step: Equatable, Sendable {
        case next
        case previous
        case pageDown
        case pageUp
        case first
        case last
    }

    /// The step a key stands for, or nil for a key that is not one of the list keys.
    public static func step(for key: Key, spacePages: Bool = true) -> Step? {
        switch key {
        case .down, "j": .next
        case .up, "k": .previous
        case .pageDown: .pageDown
        case .space where spacePages: .pageDown
        case .pageUp: .pageUp
        case .home, "g": .first
        case .end, "G": .last
        default: nil
        }
    }

    /// The commands that move a selection through a list of items, each called `item` ("post").
    @MainActor
    public static func selecting(
        _ item: String, spacePages: Bool = true, move: @escaping @MainActor (Step) -> Void
    ) -> [KeyCommand] {
        commands(
            spacePages: spacePages, label: nil,
            help: (
                line: "select the next / previous \(item) (or ↓ ↑)",
                page: "move a page (the rows on screen)", ends: "the first / last \(item) (or g, G)"
            ), move: move)
    }

    /// The commands that scroll a text taller than the screen ("the post").
    @MainActor
    public static func scrolling(
        _ text: String, spacePages: Bool = true, move: @escaping @MainActor (Step) -> Void
    ) -> [KeyCommand] {
        commands(
            spacePages: spacePages, label: "scroll",
            help: (
                line: "scroll down / up a line (or ↓ ↑)", page: "scroll a page (the lines on screen)",
                ends: "the top / the end of \(text) (or g, G)"
            ), move: move)
    }

    @MainActor
    private static func commands(
        spacePages: Bool, label: String?, help: (line: String, page: String, ends: String),
        move: @escaping @MainActor (Step) -> Void
    ) -> [KeyCommand] {
        let act: @MainActor (Key) -> Void = { key in
            if let step = step(for: key, spacePages: spacePages) { move(step) }
        }
        let page = KeyCommand(
            .pageDown, .pageUp, shown: "pgdn/pgup", label: nil,
            help: help.page + (spacePages ? "; space pages down" : ""), action: act)
        let pageWithSpace = KeyCommand(
            .pageDown, .space, .pageUp, shown: "pgdn/pgup", label: nil, help: page.help, action: act)
        return [
            KeyCommand(.down, "j", .up, "k", shown: "j/k", label: label, help: help.line, action: act),
            spacePages ? pageWithSpace : page,
            KeyCommand(.home, "g", .end, "G", shown: "home/end", label: nil, help: help.ends, action: act),
        ]
    }
}
