import AppCore
import Infrastructure
import Observation

/// What the app says about its database while it runs: the team server stopped answering (until
/// it is back), it answers again (for a few seconds), or a write waits for another process's
/// SQLite lock. One line for the whole app, so no screen has to repeat it; the screens keep what
/// they show. Every change is written to the terminal log with its cause.
@MainActor @Observable
public final class ConnectionStatus {
    public enum Kind: Equatable, Sendable {
        /// Something is wrong and the app is working on it (server unreachable, lock held).
        case trouble
        /// Trouble is over.
        case recovered
    }

    public private(set) var message: String?
    public private(set) var kind: Kind = .recovered
    /// Runtime ticks left before a "back" message goes; trouble stays until it is over.
    @ObservationIgnored private var remainingTicks = 0
    @ObservationIgnored private let log: @Sendable (String) -> Void

    /// How long "answers again" stays: 50 ticks is five seconds at the runtime's 100 ms tick.
    static let recoveredTicks = 50

    public init(log: @escaping @Sendable (String) -> Void = { TerminalLog.write($0) }) {
        self.log = log
    }

    /// Follows `changes` until the stream ends (the app quits, or a test's stream finishes).
    public func follow(_ changes: AsyncStream<StoreEvent>) async {
        for await event in changes {
            apply(event)
        }
    }

    /// Takes in one piece of news about the database; other changes are the features' business.
    public func apply(_ event: StoreEvent) {
        let news = DatabaseNews(
            event, lost: \.description, back: { "The team server at \($0) answers again." })
        guard let news else { return }
        log(news.logLine)
        if let shown = news.shown {
            show(shown.words, kind: shown.kind)
        } else if kind == .trouble {
            clear()
        }
    }

    /// Counts a "back" message down; returns true when this tick hid it (the frame must redraw).
    public func tick() -> Bool {
        guard message != nil, kind == .recovered else { return false }
        remainingTicks -= 1
        guard remainingTicks <= 0 else { return false }
        clear()
        return true
    }

    /// The line above the footer, wrapped to at most three lines so a narrow window still shows
    /// the cause and the server's name (a long host name is one word of its own).
    public func render(width: Int) -> [StyledLine] {
        guard let message, width > 0 else { return [] }
        let style =
            kind == .trouble
            ? TextStyle(bold: true, foreground: .yellow) : TextStyle(foreground: .green)
        let mark = kind == .trouble ? "… " : "✓ "
        var lines = TextLayout.wrapped(mark + TerminalText.sanitised(message), toWidth: width)
        if lines.count > 3 {
            lines = lines[0..<2] + [TextLayout.truncated(lines[2...].joined(separator: " "), toWidth: width)]
        }
        return lines.map { StyledLine($0, style: style).truncated(toWidth: width) }
    }

    private func show(_ text: String, kind: Kind) {
        message = text
        self.kind = kind
        remainingTicks = kind == .recovered ? Self.recoveredTicks : 0
    }

    private func clear() {
        message = nil
        kind = .recovered
    }
}
