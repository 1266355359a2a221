/// The shell's side of a list: keys as the terminal decodes them, and rows as styled lines.
extension ListViewport {
    /// Moves for a list key (see `handle(keyNamed:)`); false for any other key.
    public mutating func handle(_ key: Key) -> Bool {
        handle(keyNamed: key.name)
    }

    /// The visible rows: the selected one marked `›` (and reversed with colour on), each
    /// exactly `width` columns.
    public func render(_ items: [StyledLine], width: Int) -> [StyledLine] {
        visibleRange.filter { items.indices.contains($0) }.map { index in
            let isSelected = index == selectedIndex
            let row = (StyledLine(isSelected ? "› " : "  ") + items[index]).truncated(toWidth: width)
            guard isSelected else { return row }
            return StyledLine(
                row.padded(toWidth: width).spans.map { span in
                    var style = span.style
                    style.reverse = true
                    return StyledSpan(span.text, style: style)
                })
        }
    }
}
