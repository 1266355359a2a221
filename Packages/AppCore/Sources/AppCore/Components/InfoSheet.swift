/// A read-only box of lines over the content (the key help): any key closes it, so it has no
/// outcome of its own; the shell dismisses it on the next key.
public struct InfoSheet: Equatable, Sendable {
    public var title: String
    public var lines: [String]
    public var closingHint: String

    public init(title: String, lines: [String], closingHint: String = "any key closes") {
        self.title = title
        self.lines = lines
        self.closingHint = closingHint
    }

    /// The content with the box centred over it; long lines wrap to the box and, on a short screen,
    /// the last ones are cut so the box never leaves the frame.
    public func render(over content: Frame) -> Frame {
        let width = SheetBox.width(forScreenWidth: content.width)
        let inner = SheetBox.innerWidth(forScreenWidth: content.width)
        // A line that fits keeps its spacing (aligned columns); only longer ones wrap.
        let wrapped = lines.map(TerminalText.sanitised).flatMap { line in
            DisplayWidth.of(line) <= inner ? [line] : TextLayout.wrapped(line, toWidth: inner)
        }
        let room = max(content.height - 4, 0)
        let body =
            wrapped.prefix(room).map { StyledLine($0) }
            + [StyledLine(), StyledLine(TerminalText.sanitised(closingHint), style: .dim)]
        let box = SheetBox.lines(title: TerminalText.sanitised(title), body: body, width: width)
        let origin = SheetBox.origin(boxWidth: width, boxHeight: box.count, in: content)
        var frame = content
        frame.overlay(box, atRow: origin.row, column: origin.column)
        frame.cursor = nil
        return frame
    }
}
