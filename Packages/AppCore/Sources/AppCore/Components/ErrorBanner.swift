/// A one-line error message over the content. It goes away on the next key or after
/// `lifetimeTicks` runtime ticks, whichever comes first.
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

    public func render(width: Int) -> StyledLine {
        StyledLine("! " + message, style: TextStyle(bold: true, reverse: true, foreground: .red))
            .truncated(toWidth: width)
            .padded(toWidth: width, style: TextStyle(reverse: true, foreground: .red))
    }
}
