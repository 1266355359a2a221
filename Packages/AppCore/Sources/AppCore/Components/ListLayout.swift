/// A screen laid out around one list: what the last action said first (where every screen
/// says it: the line under the title), lines above the list, the list in a `ListViewport`'s
/// window (whole items only, the selected one marked `›` and, with colour, reversed), lines
/// below it, and notes kept at the bottom. It is the one place a selection is drawn.
public struct ListLayout {
    /// Lines above the list, such as a heading.
    public var header: [StyledLine]
    /// The list: each item's lines (the same number for every item), indented under the marker.
    public var items: [[StyledLine]]
    /// Lines below the list, such as "Loading more…".
    public var footer: [StyledLine]
    /// Lines always shown under the rest, wrapped to the width (how to use what is above).
    public var notes: [StyledLine]
    /// What the last action said (`StyledLine.message`), wrapped, first on the screen.
    public var message: [StyledLine]

    public init(
        message: [StyledLine] = [], header: [StyledLine] = [], items: [[StyledLine]] = [],
        footer: [StyledLine] = [], notes: [StyledLine] = []
    ) {
        self.message = message
        self.header = header
        self.items = items
        self.footer = footer
        self.notes = notes
    }

    /// What marks the selected row, and the indent of every other one.
    public static let marker = "› "
    public static let indent = "  "

    /// The layout drawn in `width` × `height`, the list's window being `viewport` sized to the
    /// room left (a copy: drawing changes nothing).
    public func render(width: Int, height: Int, viewport: ListViewport) -> [StyledLine] {
        guard width > 0, height > 0 else { return [] }
        let fitted = fit(width: width, height: height)
        guard !items.isEmpty else {
            return fitted.said + Array((header + footer).prefix(fitted.bodyHeight)) + fitted.notes
        }
        var window = viewport
        window.update(itemCount: items.count, visibleRows: fitted.rows)
        let list = window.visibleRange.flatMap { index in
            Self.row(items[index], isSelected: index == window.selectedIndex, width: width)
        }
        return fitted.said + Array((fitted.above + list + fitted.below).prefix(fitted.bodyHeight))
            + fitted.notes
    }

    /// How many items fit in `width` × `height`: a page, for the list keys.
    public func visibleRows(width: Int, height: Int) -> Int {
        guard width > 0, height > 0 else { return 1 }
        return fit(width: width, height: height).rows
    }

    /// The message at the top, the notes at the bottom, the lines kept above and below the
    /// list, and the rows left for it.
    private func fit(width: Int, height: Int) -> (
        said: [StyledLine], notes: [StyledLine], above: [StyledLine], below: [StyledLine], bodyHeight: Int,
        rows: Int
    ) {
        let said = Array(message.flatMap { $0.wrapped(toWidth: width) }.prefix(max(height - 1, 0)))
        let height = height - said.count
        var noteLines = notes.flatMap { $0.wrapped(toWidth: width) }
        let hasBody = !header.isEmpty || !items.isEmpty || !footer.isEmpty
        if !noteLines.isEmpty, hasBody, noteLines.count < height { noteLines.insert(.empty, at: 0) }
        noteLines = Array(noteLines.suffix(height))
        let bodyHeight = max(height - noteLines.count, 0)
        let itemHeight = max(items.map(\.count).max() ?? 1, 1)
        // At least one whole item stays: the lines below the list go first, then the heading.
        var above = header
        var below = footer
        if above.count + below.count + itemHeight > bodyHeight { below = [] }
        if above.count + itemHeight > bodyHeight { above = [] }
        let rows = max((bodyHeight - above.count - below.count) / itemHeight, 1)
        return (said, noteLines, above, below, bodyHeight, rows)
    }

    /// One item's lines as a list row: the first marked when selected, the rest indented; a
    /// selected row is reversed across the whole width, and what the row itself reversed (a
    /// search's words) turns back, so it still stands out there.
    public static func row(_ lines: [StyledLine], isSelected: Bool, width: Int) -> [StyledLine] {
        lines.enumerated().map { index, line in
            let lead = StyledLine(isSelected && index == 0 ? marker : indent)
            guard isSelected else { return lead + line }
            return (lead + line).truncated(toWidth: width).padded(toWidth: width).restyled {
                $0.reverse.toggle()
            }
        }
    }
}
