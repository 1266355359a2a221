/// A prompt for text of several lines over the content (a post's body): enter starts a new line,
/// tab (or ctrl-s) is done, esc closes it (its asker still gets what was typed). Tab finishes
/// because a terminal cannot tell ctrl-enter from enter, and in a form tab already means "on to the
/// next question". Lines longer than the box wrap inside it; left/right move through the whole
/// text, up/down to the row drawn above or below at the same column (a wrapped line is several
/// rows, as the person sees it), home/end to the ends of the line.
/// Typed and pasted text keeps its line breaks; characters no text may hold are left out and
/// named in the box (`RefusedCharacters`), never rewritten. The terminal
/// cursor is shown where the next character goes.
public struct TextAreaSheet: Equatable, Sendable {
    public typealias Outcome = TextFieldSheet.Outcome

    /// What became of the question, for its asker: finished with the text, or closed with what
    /// had been typed (several lines are long to type again, so closing does not throw them away).
    public enum Answer: Equatable, Sendable {
        case finished(String)
        case closed(typed: String)
    }

    /// The most rows of text the box shows; fewer on a short screen, and the rows scroll.
    static let tallest = 8

    public var title: String
    /// Why the answer given before was refused; nil when it was not.
    public var problem: String?
    /// The text as the sheet opened with it: the refused answer, while `problem` is said.
    private let refusedText: String
    /// The text, the cursor in it (in Characters) and the limit, line breaks counted.
    private var editing: EditableText
    public var text: String { editing.text }
    var cursor: Int { editing.cursor }

    public init(title: String, problem: String? = nil, text: String = "", limit: Int) {
        let typed = Self.lines(text)
        self.editing = EditableText(typed.text, limit: limit, leftOut: typed.leftOut)
        self.title = title
        self.problem = problem
        self.refusedText = editing.text
    }

    /// The title as drawn: with the reason the last answer was refused, until the person changes
    /// what they typed (then the reason may no longer hold, and saying it would mislead).
    var shownTitle: String {
        guard let problem, text == refusedText else { return title }
        return title + " \u{2014} " + problem
    }

    /// Handles a key for the sheet as drawn on a screen `screenWidth` columns wide: up and down
    /// move through the rows drawn at that width.
    public mutating func handle(_ key: Key, screenWidth: Int) -> Outcome {
        let characters = Array(text)
        let line = Self.line(around: cursor, in: characters)
        switch key {
        case .tab, .ctrl("s"): return .submitted(text)
        case .escape: return .cancelled
        case .enter: editing.insert("\n")
        case .backspace: editing.deleteBackward()
        case .delete, .ctrl("d"): editing.deleteForward()
        case .left, .ctrl("b"): editing.moveCursor(to: cursor - 1)
        case .right, .ctrl("f"): editing.moveCursor(to: cursor + 1)
        case .up, .ctrl("p"): moveRow(by: -1, in: characters, screenWidth: screenWidth)
        case .down, .ctrl("n"): moveRow(by: 1, in: characters, screenWidth: screenWidth)
        case .home, .ctrl("a"): editing.moveCursor(to: line.lowerBound)
        case .end, .ctrl("e"): editing.moveCursor(to: line.upperBound)
        case .ctrl("u"): editing.remove(line.lowerBound..<cursor)
        default:
            if let typed = key.typedText.map(Self.lines) {
                editing.insert(typed.text, leftOut: typed.leftOut)
            }
        }
        return .editing
    }

    /// Text with its line breaks kept (as "\n") and what no text may hold left out.
    private static func lines(_ text: String) -> (text: String, leftOut: [Unicode.Scalar]) {
        let typed = TerminalText.typedLines(text)
        return (typed.lines.joined(separator: "\n"), typed.leftOut)
    }

    /// The Character offsets of the line the cursor is on, without its line break.
    static func line(around position: Int, in characters: [Character]) -> Range<Int> {
        var start = min(position, characters.count)
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        var end = min(position, characters.count)
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return start..<end
    }

    /// Moves the cursor to the drawn row `step` rows away, at the same column; past the first
    /// row it goes to the start of the text, past the last to its end.
    private mutating func moveRow(by step: Int, in characters: [Character], screenWidth: Int) {
        let rows = Self.rows(of: characters, width: Self.rowWidth(forScreenWidth: screenWidth))
        let current = Self.row(holding: cursor, in: rows)
        let target = current + step
        guard rows.indices.contains(target) else {
            return editing.moveCursor(to: target < 0 ? 0 : characters.count)
        }
        editing.moveCursor(
            to: Self.position(in: rows[target], atColumnOf: cursor, on: rows[current], characters))
    }

    /// The row the cursor is drawn on: the first that holds it, or that it ends (a cursor after a
    /// row's last character is drawn there, in the column kept free for it).
    static func row(holding position: Int, in rows: [Range<Int>]) -> Int {
        rows.firstIndex { $0.contains(position) || $0.upperBound == position } ?? max(rows.count - 1, 0)
    }

    /// Columns a row of text takes in the box on a screen this wide: one stays free for the
    /// cursor after a row's last character.
    static func rowWidth(forScreenWidth screenWidth: Int) -> Int {
        max(SheetBox.innerWidth(forScreenWidth: screenWidth) - 1, 1)
    }

    /// The offset in `target` at the same drawn column as `position` on `line` (or the nearest
    /// one left of it: a wide character is not split, a short line ends early).
    private static func position(
        in target: Range<Int>, atColumnOf position: Int, on line: Range<Int>, _ characters: [Character]
    ) -> Int {
        let column = DisplayWidth.of(String(characters[line.lowerBound..<position]))
        var offset = target.lowerBound
        var used = 0
        while offset < target.upperBound {
            let cells = DisplayWidth.of(characters[offset])
            if used + cells > column { break }
            used += cells
            offset += 1
        }
        return offset
    }

    /// The drawn rows: each line cut into pieces at most `width` columns wide, as Character
    /// offsets (a line break belongs to no row). An empty line is an empty row. A row ends after
    /// its last space when it has one, as the post's own view wraps, so a word is never cut in
    /// two while it is written; a word longer than the row, or text without spaces (Chinese,
    /// Thai), is cut where the row is full.
    static func rows(of characters: [Character], width: Int) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        var start = 0
        var used = 0
        // Just after the row's last space, and the columns up to it.
        var afterSpace: (offset: Int, used: Int)?
        for (offset, character) in characters.enumerated() {
            if character == "\n" {
                rows.append(start..<offset)
                start = offset + 1
                used = 0
                afterSpace = nil
                continue
            }
            let cells = DisplayWidth.of(character)
            if used + cells > width, offset > start {
                if let space = afterSpace, space.offset > start, !character.isWhitespace {
                    rows.append(start..<space.offset)
                    start = space.offset
                    used -= space.used
                } else {
                    rows.append(start..<offset)
                    start = offset
                    used = 0
                }
                afterSpace = nil
            }
            used += cells
            if character.isWhitespace { afterSpace = (offset + 1, used) }
        }
        rows.append(start..<characters.count)
        return rows
    }

    /// The content with the sheet centred over it and the cursor placed in the text.
    public func render(over content: Frame) -> Frame {
        let width = SheetBox.width(forScreenWidth: content.width)
        let inner = SheetBox.innerWidth(forScreenWidth: content.width)
        let titleRows = SheetBox.titleRows(title: shownTitle, width: width).count
        let note = editing.leftOutNote(width: inner)
        // The border, the title's rows, the note and the status line take the rest of the screen.
        let shown = min(max(content.height - 3 - titleRows - note.count, 1), Self.tallest)
        let characters = Array(text)
        let rows = Self.rows(of: characters, width: Self.rowWidth(forScreenWidth: content.width))
        let cursorRow = Self.row(holding: cursor, in: rows)
        let first = max(cursorRow - shown + 1, 0)
        let area = (first..<first + shown).map { index in
            let row = index < rows.count ? String(characters[rows[index]]) : ""
            return StyledLine(TextLayout.padded(row, toWidth: inner), style: .reverse)
        }
        let hints = [KeyHint("tab", "done"), KeyHint("enter", "new line"), KeyHint("esc", "cancel")]
        let status = SheetBox.status(hints: hints, counter: editing.counter, width: inner)
        let lines = SheetBox.lines(title: shownTitle, body: area + note + [status], width: width)
        let origin = SheetBox.origin(boxWidth: width, boxHeight: lines.count, in: content)
        var frame = content
        frame.overlay(lines, atRow: origin.row, column: origin.column)
        let column = DisplayWidth.of(String(characters[rows[cursorRow].lowerBound..<cursor]))
        frame.cursor = FrameCursor(
            row: origin.row + 1 + titleRows + cursorRow - first, column: origin.column + 2 + column)
        return frame
    }
}
