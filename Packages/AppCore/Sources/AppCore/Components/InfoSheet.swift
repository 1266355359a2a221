/// A read-only box of lines over the content (the key help). It has no outcome of its own: the
/// shell scrolls it (`offset`) and closes it. When its lines do not fit, the closing hint says how
/// to scroll and the box shows where the window is.
public struct InfoSheet: Equatable, Sendable {
    public var title: String
    public var lines: [String]
    public var closingHint: String
    /// The first line shown, for a sheet taller than the screen.
    public var offset: Int

    public init(title: String, lines: [String], closingHint: String = "any key closes", offset: Int = 0) {
        self.title = title
        self.lines = lines
        self.closingHint = closingHint
        self.offset = offset
    }

    /// The hint shown instead of `closingHint` when the lines do not all fit.
    public static let scrollingHint = "j/k scroll, esc closes"

    /// The largest useful offset on a screen of this size (0 when everything fits).
    public func maximumOffset(width: Int, height: Int) -> Int {
        max(0, wrappedLines(inner: SheetBox.innerWidth(forScreenWidth: width)).count - room(height: height))
    }

    /// Lines of the body on a screen of this height: the box's borders, the blank line and the
    /// hint take four more.
    private func room(height: Int) -> Int { max(height - 4, 0) }

    /// A line that fits keeps its spacing (aligned columns); only longer ones wrap, and a line in
    /// two columns ("s      switch account") wraps within its second column, so the keys stay
    /// alone on the left however narrow the window.
    private func wrappedLines(inner: Int) -> [String] {
        lines.map(TerminalText.sanitised).flatMap { line in
            guard DisplayWidth.of(line) > inner else { return [line] }
            guard let indent = Self.secondColumn(of: line), indent <= inner / 2 else {
                return TextLayout.wrapped(line, toWidth: inner)
            }
            let key = String(line.prefix(indent))
            let pad = String(repeating: " ", count: DisplayWidth.of(key))
            let wrapped = TextLayout.wrapped(String(line.dropFirst(indent)), toWidth: inner - pad.count)
            return wrapped.enumerated().map { ($0.offset == 0 ? key : pad) + $0.element }
        }
    }

    /// Where the second column starts: after the first run of two or more spaces, if any.
    private static func secondColumn(of line: String) -> Int? {
        let characters = Array(line)
        guard
            let gap = (0..<max(characters.count - 1, 0)).first(where: {
                $0 > 0 && characters[$0] == " " && characters[$0 + 1] == " "
            })
        else { return nil }
        var end = gap
        while end < characters.count, characters[end] == " " { end += 1 }
        return end < characters.count ? end : nil
    }

    /// The content with the box centred over it; long lines wrap to the box and, on a short
    /// screen, the window of lines from `offset` is shown so the box never leaves the frame.
    public func render(over content: Frame) -> Frame {
        let width = SheetBox.width(forScreenWidth: content.width)
        let wrapped = wrappedLines(inner: SheetBox.innerWidth(forScreenWidth: content.width))
        let room = room(height: content.height)
        let fits = wrapped.count <= room
        let first = fits ? 0 : min(max(offset, 0), wrapped.count - room)
        let hint = fits ? closingHint : Self.scrollingHint
        let body =
            wrapped.dropFirst(first).prefix(room).map { StyledLine($0) }
            + [StyledLine(), StyledLine(TerminalText.sanitised(hint), style: .dim)]
        let box = SheetBox.lines(title: TerminalText.sanitised(title), body: body, width: width)
        let origin = SheetBox.origin(boxWidth: width, boxHeight: box.count, in: content)
        var frame = content
        frame.overlay(box, atRow: origin.row, column: origin.column)
        frame.cursor = nil
        return frame
    }
}
