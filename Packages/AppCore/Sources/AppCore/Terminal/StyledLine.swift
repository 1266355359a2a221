/// One screen row: styled spans laid out left to right, measured in display columns.
public struct StyledLine: Hashable, Sendable {
    public private(set) var spans: [StyledSpan]

    public init(_ spans: [StyledSpan] = []) {
        self.spans = spans.filter { !$0.text.isEmpty }
    }

    public init(_ text: String, style: TextStyle = .plain) {
        self.init([StyledSpan(text, style: style)])
    }

    public static let empty = StyledLine()

    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    /// True when the line takes more than `columns` columns, measured only as far as it takes
    /// to know.
    public func isWider(than columns: Int) -> Bool {
        var left = columns
        for span in spans {
            if DisplayWidth.exceeds(span.text, columns: left) { return true }
            left -= span.width
        }
        return false
    }

    /// The text without any style: what non-terminals and tests see.
    public var plainText: String { spans.map(\.text).joined() }

    public mutating func append(_ text: String, style: TextStyle = .plain) {
        append(StyledSpan(text, style: style))
    }

    public mutating func append(_ span: StyledSpan) {
        if !span.text.isEmpty { spans.append(span) }
    }

    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
        StyledLine(lhs.spans + rhs.spans)
    }

    /// The columns in `start..<end`; a wide character cut by either edge becomes spaces.
    public func slice(from start: Int, to end: Int) -> StyledLine {
        var result: [StyledSpan] = []
        var column = 0
        for span in spans {
            var text = ""
            for character in span.text {
                let width = DisplayWidth.of(character)
                let next = column + width
                if column >= start && next <= end {
                    text.append(character)
                } else if next > start && column < end {
                    text += String(repeating: " ", count: min(next, end) - max(column, start))
                }
                column = next
                if column >= end { break }
            }
            if !text.isEmpty { result.append(StyledSpan(sanitised: text, style: span.style)) }
            if column >= end { break }
        }
        return StyledLine(result)
    }

    /// At most `width` columns.
    public func clipped(toWidth width: Int) -> StyledLine {
        self.width <= width ? self : slice(from: 0, to: max(width, 0))
    }

    /// At most `width` columns, ending in `…` when something was cut (see `TextLayout`).
    public func truncated(toWidth width: Int) -> StyledLine {
        TextLayout.truncated(self, toWidth: width)
    }

    /// Broken into lines of at most `width` columns, at spaces where it can be (see `TextLayout`).
    public func wrapped(toWidth width: Int) -> [StyledLine] {
        TextLayout.wrapped(self, toWidth: width)
    }

    /// The same text with `change` applied to every span's style (a selected row reversed).
    public func restyled(_ change: (inout TextStyle) -> Void) -> StyledLine {
        StyledLine(
            spans.map { span in
                var style = span.style
                change(&style)
                return StyledSpan(sanitised: span.text, style: style)
            })
    }

    /// Exactly `width` columns: clipped, or filled with spaces in `style`.
    public func padded(toWidth width: Int, style: TextStyle = .plain) -> StyledLine {
        var line = clipped(toWidth: width)
        let missing = width - line.width
        if missing > 0 { line.append(String(repeating: " ", count: missing), style: style) }
        return line
    }

    /// This line with `overlay` written over it starting at `column`.
    public func overlaid(with overlay: StyledLine, atColumn column: Int) -> StyledLine {
        let end = column + overlay.width
        let left = slice(from: 0, to: column).padded(toWidth: column)
        return left + overlay + slice(from: end, to: max(width, end))
    }

    /// The line as terminal output; with `colour` off, no escape byte at all.
    public func ansiText(colour: Bool) -> String {
        var output = ""
        var index = spans.startIndex
        while index < spans.endIndex {
            // Neighbouring spans in the same style share one SGR pair.
            let style = spans[index].style
            var text = ""
            while index < spans.endIndex, spans[index].style == style {
                text += spans[index].text
                index += 1
            }
            let parameters = colour ? style.sgrParameters : ""
            output += parameters.isEmpty ? text : "\u{1B}[\(parameters)m" + text + "\u{1B}[0m"
        }
        return output
    }
}

extension StyledLine: ExpressibleByStringInterpolation {
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
