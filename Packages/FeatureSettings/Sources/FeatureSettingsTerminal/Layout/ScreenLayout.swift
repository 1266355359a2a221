/// Lays a screen into the space the shell gives it: lines above a list, the list in the shared
/// ListViewport's window (the selected item always in view and marked `›`, whole items only, a
/// page is the window), lines below it, and notes kept at the bottom. Every line is sanitised
/// and fitted to the width.
struct ScreenLayout {
    /// Lines above the list, such as a heading.
    var header: [String] = []
    /// The list: each item's lines (the same number for every item), indented under the mark.
    var items: [[String]] = []
    /// Lines below the list.
    var footer: [String] = []
    /// Paragraphs always shown under the rest (wrapped), such as what the last action did.
    var notes: [String] = []

    func render(width: Int, height: Int, viewport: inout ListViewport) -> [String] {
        guard width > 0, height > 0 else { return [] }
        var noteLines = notes.flatMap { TextLayout.wrapped(TerminalText.sanitised($0), toWidth: width) }
        let hasBody = !header.isEmpty || !items.isEmpty || !footer.isEmpty
        if !noteLines.isEmpty, hasBody, noteLines.count < height { noteLines.insert("", at: 0) }
        noteLines = Array(noteLines.suffix(height))
        let body = bodyLines(height: height - noteLines.count, viewport: &viewport)
        return body.map { TextLayout.truncated(TerminalText.sanitised($0), toWidth: width) } + noteLines
    }

    private func bodyLines(height: Int, viewport: inout ListViewport) -> [String] {
        guard height > 0 else { return [] }
        guard !items.isEmpty else { return Array((header + footer).prefix(height)) }
        let itemHeight = max(items.map(\.count).max() ?? 1, 1)
        // At least one whole item stays: the lines below the list go first, then the heading.
        var above = header
        var below = footer
        if above.count + below.count + itemHeight > height { below = [] }
        if above.count + itemHeight > height { above = [] }
        viewport.update(
            itemCount: items.count, visibleRows: (height - above.count - below.count) / itemHeight)
        let list = viewport.visibleRange.flatMap { index in
            items[index].enumerated().map { line, text in
                (line == 0 && index == viewport.selectedIndex ? "› " : "  ") + text
            }
        }
        return Array((above + list + below).prefix(height))
    }
}
