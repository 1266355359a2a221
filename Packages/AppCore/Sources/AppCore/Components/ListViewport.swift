/// Selection and scrolling for a list taller than its window, the one list behaviour every screen
/// shares: the selected item always stays visible, and the window moves only when the selection
/// would leave it. A step moves by one, a page is the window's height, and the ends jump.
/// Screens keep one per list, tell it how many items fit (`update`) each time they lay the list
/// out, and draw `visibleRange` (see `ListLayout`).
public struct ListViewport: Equatable, Sendable {
    public private(set) var itemCount: Int
    /// How many items fit in the window at once.
    public private(set) var visibleRows: Int
    /// Meaningful only when `itemCount > 0`.
    public private(set) var selectedIndex: Int
    public private(set) var firstVisibleIndex: Int
    /// A row selected in an earlier run of the app, selected once the list has items again.
    private var rowToRestore: Int?

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
        if let row = rowToRestore, self.itemCount > 0 {
            rowToRestore = nil
            select(row)
        } else {
            select(selectedIndex)
        }
    }

    /// Selects `row` as soon as the list has items: a restart restores the screens before their
    /// data is read.
    public mutating func restore(row: Int) {
        rowToRestore = row
        if itemCount > 0 { update(itemCount: itemCount, visibleRows: visibleRows) }
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

    /// Shows the rows from `first` on (as far as the list goes), the selection kept in view.
    public mutating func show(from first: Int) {
        firstVisibleIndex = min(max(first, 0), max(itemCount - visibleRows, 0))
        select(selectedIndex)
    }

    /// A page: the window moves by a whole window and the selection with it, so the selected row
    /// stays where it is on screen and every page moves alike, the first as much as the tenth.
    /// At an end of the list the window stops and the selection goes on to the end row.
    private mutating func page(by offset: Int) {
        selectedIndex = min(max(selectedIndex + offset, 0), max(itemCount - 1, 0))
        show(from: firstVisibleIndex + offset)
    }

    public mutating func moveSelection(by offset: Int) {
        select(selectedIndex + offset)
    }

    /// Moves the selection as one of the shared list keys says.
    public mutating func move(_ step: ListKeys.Step) {
        switch step {
        case .next: moveSelection(by: 1)
        case .previous: moveSelection(by: -1)
        case .pageDown: page(by: visibleRows)
        case .pageUp: page(by: -visibleRows)
        case .first: select(0)
        case .last: select(itemCount - 1)
        }
    }
}
