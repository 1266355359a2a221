/// A whole screen: `height` lines, each clipped to `width` columns, plus where the terminal
/// cursor should show (for a text field) or nil to keep it hidden.
public struct Frame: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var lines: [StyledLine]
    public var cursor: FrameCursor?

    /// Lines beyond `height` are dropped, missing ones are blank, long ones are clipped.
    public init(width: Int, height: Int, lines: [StyledLine] = [], cursor: FrameCursor? = nil) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let clipped = lines.prefix(self.height).map { $0.clipped(toWidth: max(width, 0)) }
        self.lines = clipped + Array(repeating: StyledLine.empty, count: self.height - clipped.count)
        self.cursor = cursor
    }

    /// Replaces one row (ignored outside the frame).
    public mutating func setLine(_ row: Int, to line: StyledLine) {
        guard lines.indices.contains(row) else { return }
        lines[row] = line.clipped(toWidth: width)
    }

    /// Draws `overlay` over the rows starting at `row`, from `column` (for sheets and banners).
    public mutating func overlay(_ overlay: [StyledLine], atRow row: Int, column: Int = 0) {
        for (offset, line) in overlay.enumerated() where lines.indices.contains(row + offset) {
            setLine(row + offset, to: lines[row + offset].overlaid(with: line, atColumn: column))
        }
    }

    /// The screen as plain text, one line per row, trailing spaces trimmed: no escape bytes.
    public func plainText() -> String {
        lines.map { line in
            var text = line.plainText
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// The screen as styled text, one line per row (no cursor movement).
    public func ansiText(colour: Bool) -> String {
        lines.map { $0.ansiText(colour: colour) }.joined(separator: "\n")
    }
}

/// A zero-based position on the screen where the terminal cursor is shown.
public struct FrameCursor: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
