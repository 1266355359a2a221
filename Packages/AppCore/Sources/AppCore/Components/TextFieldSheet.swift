/// A one-line text prompt over the content ("Edit bio"): typing and pasting insert (line breaks
/// as spaces, characters no text may hold left out and named, up to `limit` characters), backspace/delete remove, left/right/home/end move, enter submits,
/// escape cancels. Its hint says "enter done": the same sheet saves a bio and takes a typed
/// confirmation ("Type grace to confirm"), where "save" would mislead. The terminal cursor is shown where the next character goes.
public struct TextFieldSheet: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case editing
        case submitted(String)
        case cancelled
    }

    public var title: String
    /// Why the answer given before was refused; nil when it was not.
    public var problem: String?
    /// The text as the sheet opened with it: the refused answer, while `problem` is said.
    private let refusedText: String
    private var editing: EditableText
    public var text: String { editing.text }
    /// Position in Characters, 0...text.count.
    public var cursor: Int { editing.cursor }
    /// The most Characters the field accepts.
    public var limit: Int { editing.limit }

    public init(title: String, problem: String? = nil, text: String = "", limit: Int) {
        self.title = title
        let typed = Self.singleLine(text)
        self.editing = EditableText(typed.text, limit: limit, leftOut: typed.leftOut)
        self.problem = problem
        self.refusedText = editing.text
    }

    /// The title as drawn: with the reason the last answer was refused, until the person changes
    /// what they typed (then the reason may no longer hold, and saying it would mislead).
    var shownTitle: String {
        guard let problem, text == refusedText else { return title }
        return title + " \u{2014} " + problem
    }

    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .submitted(text)
        case .escape: return .cancelled
        case .backspace: editing.deleteBackward()
        case .delete, .ctrl("d"): editing.deleteForward()
        case .left, .ctrl("b"): editing.moveCursor(to: cursor - 1)
        case .right, .ctrl("f"): editing.moveCursor(to: cursor + 1)
        case .home, .ctrl("a"): editing.moveCursor(to: 0)
        case .end, .ctrl("e"): editing.moveCursor(to: text.count)
        case .ctrl("u"): editing.remove(0..<cursor)
        default:
            if let typed = key.typedText.map(Self.singleLine) {
                editing.insert(typed.text, leftOut: typed.leftOut)
            }
        }
        return .editing
    }

    /// Pasted or typed text with line breaks as spaces, and what no text may hold left out.
    private static func singleLine(_ text: String) -> (text: String, leftOut: [Unicode.Scalar]) {
        let typed = TerminalText.typedLines(text)
        return (typed.lines.joined(separator: " "), typed.leftOut)
    }

    /// The content with the sheet centred over it and the cursor placed in the field.
    public func render(over content: Frame) -> Frame {
        let width = SheetBox.width(forScreenWidth: content.width)
        let inner = SheetBox.innerWidth(forScreenWidth: content.width)
        let (visible, cursorColumn) = visibleText(width: inner)
        let statusLine = SheetBox.status(
            hints: [KeyHint("enter", "done"), KeyHint("esc", "cancel")], counter: editing.counter,
            width: inner)
        let lines = SheetBox.lines(
            title: shownTitle,
            body: [StyledLine(visible, style: .reverse)] + editing.leftOutNote(width: inner) + [statusLine],
            width: width)
        let origin = SheetBox.origin(boxWidth: width, boxHeight: lines.count, in: content)
        var frame = content
        frame.overlay(lines, atRow: origin.row, column: origin.column)
        let titleRows = SheetBox.titleRows(title: shownTitle, width: width).count
        frame.cursor = FrameCursor(row: origin.row + 1 + titleRows, column: origin.column + 2 + cursorColumn)
        return frame
    }

    /// The part of the text that fits `width` columns with the cursor inside it, padded, and the
    /// cursor's column within it.
    func visibleText(width: Int) -> (text: String, cursorColumn: Int) {
        let characters = Array(text)
        var start = 0
        // Keep one column free for the cursor after the last character.
        while start < cursor, DisplayWidth.of(String(characters[start..<cursor])) > max(width - 1, 0) {
            start += 1
        }
        let shown = TextLayout.prefix(of: String(characters[start...]), fittingWidth: width)
        let cursorColumn = DisplayWidth.of(String(characters[start..<cursor]))
        return (TextLayout.padded(shown, toWidth: width), cursorColumn)
    }
}
