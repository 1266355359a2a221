/// Lays a screen's lines into the space the shell gives it, keeping the selected row in view.
struct ScreenLayout {
    /// The scrolling part of the screen.
    var body: [String]
    /// The body lines that must stay visible (the selected row).
    var focus: Range<Int>
    /// Paragraphs always shown under the body (wrapped), e.g. a rollback message.
    var notes: [String] = []

    func render(width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        var footer = notes.flatMap { DisplayText.wrap($0, to: width) }
        if !footer.isEmpty, !body.isEmpty, footer.count < height { footer.insert("", at: 0) }
        footer = Array(footer.suffix(height))
        let bodyHeight = height - footer.count
        let visible = Self.window(body, focus: focus, height: bodyHeight)
        return visible.map { DisplayText.truncate($0, to: width) } + footer
    }

    private static func window(_ lines: [String], focus: Range<Int>, height: Int) -> [String] {
        guard height > 0 else { return [] }
        guard lines.count > height else { return lines }
        let start = min(max(0, focus.upperBound - height), max(0, focus.lowerBound))
        let end = min(start + height, lines.count)
        return Array(lines[start..<end])
    }
}
