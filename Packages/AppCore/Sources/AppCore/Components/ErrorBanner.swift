/// An error message over the content, on as many lines as it takes at the window's width (up to
/// `tallest`): a message cut at the edge drops the words that say what to do. It goes away on
/// the next key or after `lifetimeTicks` runtime ticks, whichever comes first.
public struct ErrorBanner: Equatable, Sendable {
    public let message: String
    public private(set) var remainingTicks: Int

    /// 50 ticks is five seconds at the runtime's default 100 ms tick.
    public init(message: String, lifetimeTicks: Int = 50) {
        self.message = message
        self.remainingTicks = lifetimeTicks
    }

    public var isVisible: Bool { remainingTicks > 0 }

    /// Counts down one tick; returns true when this tick hid the banner (the screen must redraw).
    @discardableResult
    public mutating func tick() -> Bool {
        guard isVisible else { return false }
        remainingTicks -= 1
        return !isVisible
    }

    /// Any key dismisses a visible banner; returns true when the key was used for that.
    public mutating func handle(_ key: Key) -> Bool {
        guard isVisible else { return false }
        remainingTicks = 0
        return true
    }

    /// The most lines a banner takes; a longer message is cut on its last line.
    public static let tallest = 3

    public func render(width: Int) -> [StyledLine] {
        let style = TextStyle(bold: true, reverse: true, foreground: .red)
        let lines = StyledLine("! " + message, style: style).wrapped(toWidth: max(width, 1))
        var shown = Array(lines.prefix(Self.tallest))
        if lines.count > Self.tallest, let last = shown.popLast() {
            // The last line shown ends in "…": there was more.
            shown.append((last + StyledLine(" …", style: style)).truncated(toWidth: width))
        }
        return shown.map { $0.padded(toWidth: width, style: TextStyle(reverse: true, foreground: .red)) }
    }
}
