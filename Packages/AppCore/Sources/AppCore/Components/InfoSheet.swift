/// A read-only box of lines over the content (the key help). It has no outcome of its own: the
/// shell scrolls it (`offset`) and closes it. When its lines do not fit, the closing hint says how
/// to scroll and the box shows where the window is.
public struct InfoSheet: Equatable, Sendable {
    /// One line of the sheet: a heading or sentence, or a key and what it does, in two columns.
    public enum Line: Hashable, Sendable {
        case text(String)
        case key(KeyHelp)
    }

    public var title: String
    public var lines: [Line]
    public var closingHint: String
    /// The first line shown, for a sheet taller than the screen.
    public var offset: Int

    public init(title: String, lines: [Line], closingHint: String = "any key closes", offset: Int = 0) {
        self.title = title
        self.lines = lines
        self.closingHint = closingHint
        self.offset = offset
    }

    /// The hint shown instead of `closingHint` when the lines do not all fit.
    public static let scrollingHint = "j/k scroll, esc closes"

    /// The largest useful offset on a screen of this size (0 when everything fits).
    public func maximumOffset(width: Int, height: Int) -> Int {
        max(0, laidOut(inner: SheetBox.innerWidth(forScreenWidth: width)).count - room(height: height))
    }

    /// Lines of the body on a screen of this height: the box's borders, the blank line and the
    /// hint take four more.
    private func room(height: Int) -> Int { max(height - 4, 0) }

    /// Keys in a column as wide as the widest key (at most half the box), what they do beside
    /// them, wrapped within that column, so the keys stay alone on the left however narrow.
    private func laidOut(inner: Int) -> [StyledLine] {
        let widest =
            lines.compactMap { line in
                if case .key(let help) = line { DisplayWidth.of(help.key) } else { nil }
            }.max() ?? 0
        let column = min(widest + 2, max(inner / 2, 1))
        return lines.flatMap { line -> [StyledLine] in
            switch line {
            case .text(let text):
                return StyledLine(text).wrapped(toWidth: inner)
            case .key(let help):
                let key = StyledLine(help.key, style: .bold).truncated(toWidth: column - 1).padded(
                    toWidth: column)
                let pad = StyledLine(String(repeating: " ", count: column))
                return StyledLine(help.text).wrapped(toWidth: max(inner - column, 1)).enumerated().map {
                    ($0.offset == 0 ? key : pad) + $0.element
                }
            }
        }
    }

    /// The content with the box centred over it; long lines wrap to the box and, on a short
    /// screen, the window of lines from `offset` is shown so the box never leaves the frame.
    public func render(over content: Frame) -> Frame {
        let width = SheetBox.width(forScreenWidth: content.width)
        let wrapped = laidOut(inner: SheetBox.innerWidth(forScreenWidth: content.width))
        let room = room(height: content.height)
        let fits = wrapped.count <= room
        let first = fits ? 0 : min(max(offset, 0), wrapped.count - room)
        let hint = fits ? closingHint : Self.scrollingHint
        let body = wrapped.dropFirst(first).prefix(room) + [StyledLine(), StyledLine(hint, style: .dim)]
        let box = SheetBox.lines(title: title, body: Array(body), width: width)
        let origin = SheetBox.origin(boxWidth: width, boxHeight: box.count, in: content)
        var frame = content
        frame.overlay(box, atRow: origin.row, column: origin.column)
        frame.cursor = nil
        return frame
    }
}
