// Generated from Packages/AppCore/Sources/AppCore/Components/ListViewport.swift
// Do not edit here: change that file, then run Scripts/sync-shared-code.
/// Selection and scrolling for a list taller than its window, the one list behaviour every screen
/// shares: the selected item always stays visible, and the window moves only when the selection
/// would leave it. Up/down move by one, a page is the window's height, home and end jump. Screens
/// keep one per list, tell it how many items fit (`update`) each time they lay the list out, and
/// draw `visibleRange`.
struct ListViewport: Equatable, Sendable {
    private(set) var itemCount: Int
    /// How many items fit in the window at once.
    private(set) var visibleRows: Int
    /// Meaningful only when `itemCount > 0`.
    private(set) var selectedIndex: Int
    private(set) var firstVisibleIndex: Int

    init(itemCount: Int = 0, visibleRows: Int = 1, selectedIndex: Int = 0) {
        self.itemCount = max(itemCount, 0)
        self.visibleRows = max(visibleRows, 1)
        self.selectedIndex = 0
        self.firstVisibleIndex = 0
        select(selectedIndex)
    }

    /// The selected item, or nil for an empty list.
    var selection: Int? { itemCount > 0 ? selectedIndex : nil }

    var visibleRange: Range<Int> {
        firstVisibleIndex..<min(firstVisibleIndex + visibleRows, itemCount)
    }

    /// New data or a new screen height: the selection is clamped and kept visible.
    mutating func update(itemCount: Int, visibleRows: Int) {
        self.itemCount = max(itemCount, 0)
        self.visibleRows = max(visibleRows, 1)
        select(selectedIndex)
    }

    mutating func select(_ index: Int) {
        selectedIndex = min(max(index, 0), max(itemCount - 1, 0))
        if selectedIndex < firstVisibleIndex {
            firstVisibleIndex = selectedIndex
        } else if selectedIndex >= firstVisibleIndex + visibleRows {
            firstVisibleIndex = selectedIndex - visibleRows + 1
        }
        firstVisibleIndex = min(firstVisibleIndex, max(itemCount - visibleRows, 0))
        firstVisibleIndex = max(firstVisibleIndex, 0)
    }

    mutating func moveSelection(by offset: Int) {
        select(selectedIndex + offset)
    }

    /// The list keys every screen shares, for its key table.
    static let keyNames = ["up", "k", "down", "j", "pageup", "pagedown", "home", "g", "end", "G"]

    /// Moves for the list keys every screen shares: up/k, down/j, pageup, pagedown, home/g,
    /// end/G. Returns false for any other key, which is the screen's to handle.
    mutating func handle(keyNamed name: String) -> Bool {
        switch name {
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
}
