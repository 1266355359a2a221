/// A feature's terminal screen as the shell holds it: the contract a screen adopts where it is
/// written. Keys arrive as `Key` (pastes too), lines leave as `StyledLine`s (bold, dim, reverse,
/// a selection), and the footer's hints and the help come from the screen's key table as values.
@MainActor
public protocol TerminalScreen: AnyObject {
    /// The navigation title, as plain text (it is made safe where it is drawn).
    var title: String { get }
    /// Every key the screen handles now, most important first.
    var keys: KeyTable { get }
    /// True while the screen waits for its data: the shell turns a spinner and a snapshot waits.
    var isLoading: Bool { get }
    /// The screen's lines for a window this size. A line may be wider than `width`: `lines`
    /// cuts it, once, for every screen.
    func render(width: Int, height: Int) -> [StyledLine]
    /// The room the screen has now, told before each frame (`lines` does): what depends on it
    /// (how many rows a page is, what is near enough to read ahead) is settled here, so that
    /// `render` only draws, and draws what the keys act on. By default a screen needs nothing.
    func sized(width: Int, height: Int)
    /// Handles a key; false leaves it to the shell. By default the key table decides.
    func handle(_ key: Key) -> Bool
    /// The screen is shown: it starts loading and listening.
    func appear()
    /// The screen went: what it started while shown ends (a person's own action goes on).
    func disappear()
    /// Returns once the work the screen started has ended (a person's own action, finishing
    /// before the app quits; one-frame snapshots and tests). By default there is none.
    func settled() async
    /// What is selected, as a word the screen reads back (a post's id), so a restart restores
    /// it; nil when nothing is (the default).
    var selection: String? { get }
    /// Selects again what `selection` said, once the screen has what it names.
    func restore(selection: String)
}

extension TerminalScreen {
    public func handle(_ key: Key) -> Bool {
        keys.handle(key)
    }

    public func settled() async {}

    public func sized(width: Int, height: Int) {}

    public var selection: String? { nil }

    public func restore(selection: String) {}

    /// The screen as the window shows it: at most `height` lines, each cut to `width`.
    public func lines(width: Int, height: Int) -> [StyledLine] {
        guard width > 0, height > 0 else { return [] }
        sized(width: width, height: height)
        return render(width: width, height: height).prefix(height).map { $0.truncated(toWidth: width) }
    }
}

/// A screen as plain text, what a person reads: for demos, previews and tests.
extension TerminalScreen {
    /// The lines as the window shows them, without the spaces that pad a selected row.
    public func plainLines(width: Int, height: Int) -> [String] {
        lines(width: width, height: height).map { line in
            var text = line.plainText
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The lines, then the footer's hints in brackets.
    public func plainText(width: Int, height: Int) -> [String] {
        plainLines(width: width, height: height) + ["[" + plainHints.joined(separator: " · ") + "]"]
    }

    /// The footer's hints ("enter open").
    public var plainHints: [String] {
        keys.hints.map { "\($0.key) \($0.action)" }
    }

    /// The help: each key in a column, and what it does.
    public var plainHelp: [String] {
        keys.help.map { TextLayout.padded($0.key, toWidth: 12) + " " + $0.text }
    }
}
