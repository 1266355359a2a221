/// Selection and scrolling for a list taller than the screen: the selected row always stays
/// inside the visible window. Screens keep one per list and render their rows through it.
public struct ListViewport: Equatable, Sendable {
    public private(set) var itemCount: Int
    public private(set) var visibleRows: Int
    /// Meaningful only when `itemCount > 0`.
    public private(set) var selectedIndex: Int
    public private(set) var firstVisibleIndex: Int

    public init(itemCount: Int = 0, visibleRows: Int = 1, selectedIndex: Int = 0) {
        self.itemCount = max(itemCount, 0)
        self.visibleRows = max(visibleRows, 1)
        self.selectedIndex = 0
        self.firstVisibleIndex = 0
        select(selectedIndex)
    }

    /// The selected item, or nil for an empty list.
    public var selection: Int? { itemCount > 0 ? selectedIndex : nil }

    public var visibleRange: Range<Int> {
        firstVisibleIndex..<min(firstVisibleIndex + visibleRows, itemCount)
    }

    /// New data or a new screen height: the selection is clamped and kept visible.
    public mutating func update(itemCount: Int, visibleRows: Int) {
        self.itemCount = max(itemCount, 0)
        self.visibleRows = max(visibleRows, 1)
        select(selectedIndex)
    }

    public mutating func select(_ index: Int) {
        selectedIndex = min(max(index, 0), max(itemCount - 1, 0))
        if selectedIndex < firstVisibleIndex {
            firstVisibleIndex = selectedIndex
        } else if selectedIndex >= firstVisibleIndex + visibleRows {
            firstVisibleIndex = selectedIndex - visibleRows + 1
        }
        firstVisibleIndex = min(firstVisibleIndex, max(itemCount - visibleRows, 0))
        firstVisibleIndex = max(firstVisibleIndex, 0)
    }

    public mutating func moveSelection(by offset: Int) {
        select(selectedIndex + offset)
    }

    /// Moves on up/k, down/j, pageup, pagedown, home/g, end/G; returns false for other keys.
    public mutating func handle(_ key: Key) -> Bool {
        switch key.name {
        case "up", "k": moveSelection(by: -1)
        case "down", "j": moveSelection(by: 1)
        case "pageup": moveSelection(by: -visibleRows)
        case "pagedown": moveSelection(by: visibleRows)
        case "home", "g": select(0)
        case "end", "G": select(itemCount - 1)
        default: return false
        }
        return true
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
