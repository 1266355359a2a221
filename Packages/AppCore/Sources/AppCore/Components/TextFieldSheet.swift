/// A one-line text prompt over the content ("Edit bio"): typing and pasting insert (sanitised,
/// up to `limit` characters), backspace/delete remove, left/right/home/end move, enter submits,
/// escape cancels. Its hint says "enter done": the same sheet saves a bio and takes a typed
/// confirmation ("Type grace to confirm"), where "save" would mislead. The terminal cursor is shown where the next character goes.
public struct TextFieldSheet: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case editing
        case submitted(String)
        case cancelled
    }

    public var title: String
    public private(set) var text: String
    /// Position in Characters, 0...text.count.
    public private(set) var cursor: Int
    /// The most Characters the field accepts.
    public let limit: Int

    public init(title: String, text: String = "", limit: Int) {
        self.title = title
        self.limit = max(limit, 0)
        let safe = Self.singleLine(text)
        self.text = String(safe.prefix(self.limit))
        self.cursor = self.text.count
    }

    public mutating func handle(_ key: Key) -> Outcome {
        switch key.name {
        case "enter": return .submitted(text)
        case "escape": return .cancelled
        case "backspace": deleteBackward()
        case "delete", "ctrl-d": deleteForward()
        case "left", "ctrl-b": cursor = max(cursor - 1, 0)
        case "right", "ctrl-f": cursor = min(cursor + 1, text.count)
        case "home", "ctrl-a": cursor = 0
        case "end", "ctrl-e": cursor = text.count
        case "ctrl-u": removeCharacters(0..<cursor)
        default:
            if let typed = key.typedText { insert(typed) }
        }
        return .editing
    }

    private mutating func insert(_ typed: String) {
        let room = limit - text.count
        guard room > 0 else { return }
        let addition = String(Self.singleLine(typed).prefix(room))
        var characters = Array(text)
        characters.insert(contentsOf: addition, at: cursor)
        text = String(characters)
        cursor += addition.count
    }

    private mutating func deleteBackward() {
        guard cursor > 0 else { return }
        removeCharacters(cursor - 1..<cursor)
    }

    private mutating func deleteForward() {
        guard cursor < text.count else { return }
        removeCharacters(cursor..<cursor + 1)
    }

    private mutating func removeCharacters(_ range: Range<Int>) {
        var characters = Array(text)
        characters.removeSubrange(range)
        text = String(characters)
        cursor = range.lowerBound
    }

    /// Pasted or typed text with line breaks as spaces and every control made visible.
    private static func singleLine(_ text: String) -> String {
        TerminalText.sanitisedLines(text).joined(separator: " ")
    }

    /// The content with the sheet centred over it and the cursor placed in the field.
    public func render(over content: Frame) -> Frame {
        let width = SheetBox.width(forScreenWidth: content.width)
        let inner = SheetBox.innerWidth(forScreenWidth: content.width)
        let (visible, cursorColumn) = visibleText(width: inner)
        let counter = "\(text.count)/\(limit)"
        let hints = Footer(hints: [KeyHint("enter", "done"), KeyHint("esc", "cancel")])
        let status = hints.render(width: max(inner - counter.count - 1, 0))
        let statusLine =
            status.padded(toWidth: max(inner - counter.count, 0)) + StyledLine(counter, style: .dim)
        let lines = SheetBox.lines(
            title: title, body: [StyledLine(visible, style: .reverse), statusLine], width: width)
        let origin = SheetBox.origin(boxWidth: width, boxHeight: lines.count, in: content)
        var frame = content
        frame.overlay(lines, atRow: origin.row, column: origin.column)
        let titleRows = SheetBox.titleRows(title: title, width: width).count
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
