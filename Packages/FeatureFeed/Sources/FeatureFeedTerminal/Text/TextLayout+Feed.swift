/// The feed's own text rules over the shared TextLayout and TerminalText (Shared/, generated from
/// AppCore): stored text becomes safe lines before it is measured.
extension TextLayout {
    /// One safe line: line breaks and tabs become spaces, every other control or bidi character a
    /// visible placeholder, so stored text cannot move the cursor or reorder the line.
    static func singleLine(_ text: String) -> String {
        let flat = String(text.map { $0.isNewline ? " " : $0 })
        return TerminalText.sanitised(flat)
    }

    /// `text` cut to at most `width` columns, ending in "…" when something was cut.
    static func truncate(_ text: String, to width: Int) -> String {
        truncated(text, toWidth: width)
    }

    /// One line of text word-wrapped into lines of at most `width` columns.
    static func wrap(_ text: String, to width: Int) -> [String] {
        wrapped(singleLine(text), toWidth: width)
    }

    /// Text with paragraphs (a post's body): split on its line breaks, each line made safe, then
    /// each wrapped, so a paragraph starts on a line of its own.
    static func paragraphs(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        return TerminalText.sanitisedLines(text).flatMap { wrapped($0, toWidth: width) }
    }
}
