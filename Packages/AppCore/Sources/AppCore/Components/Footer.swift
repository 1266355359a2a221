/// One key and what it does, as shown in the footer ("enter" "open").
public struct KeyHint: Equatable, Sendable {
    public var key: String
    public var action: String

    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }
}

/// The bottom row: the keys that work on this screen, cut with `…` when the terminal is narrow.
public struct Footer: Equatable, Sendable {
    public var hints: [KeyHint]

    public init(hints: [KeyHint]) {
        self.hints = hints
    }

    public func render(width: Int) -> StyledLine {
        var line = StyledLine()
        for (index, hint) in hints.enumerated() {
            if index > 0 { line.append(" · ", style: .dim) }
            line.append(hint.key, style: .bold)
            line.append(" " + hint.action)
        }
        return line.truncated(toWidth: width)
    }
}
