/// Where a person is in a list whose items have ids: the selected item and the first one shown,
/// kept by id, so items read above, let go of, or moved by a live change do not move them; and
/// by position too, for when their items go (a post deleted elsewhere gives its place to the
/// post now there). Drawing reads `shown(ids:visibleRows:)`, which changes nothing; an intent
/// (a key, a page read) moves a copy and `keep`s it. So what is drawn selected is always what
/// the keys act on. A window at the top of the list stays at the top, so what arrives above
/// shows (the selection kept in view all the same).
public struct ListPlace: Equatable, Sendable {
    public private(set) var selectedID: Int?
    private var firstShownID: Int?
    /// The window last kept, by position.
    private var kept = ListViewport()
    /// An item selected in an earlier run of the app, selected once the list holds it.
    public private(set) var restoredID: Int?

    public init() {}

    /// The window for these items and this many rows, on the selection.
    public func shown(ids: [Int], visibleRows: Int) -> ListViewport {
        var shown = ListViewport(itemCount: ids.count, visibleRows: visibleRows)
        let selected = (selectedID ?? restoredID).flatMap { ids.firstIndex(of: $0) } ?? kept.selectedIndex
        // A window at the top stays there: what arrives above shows, as at the top of any feed.
        let kept = self.kept
        let first =
            kept.firstVisibleIndex == 0
            ? 0 : firstShownID.flatMap { ids.firstIndex(of: $0) } ?? kept.firstVisibleIndex
        // Selected first: showing from `first` then keeps the selection in view.
        shown.select(selected)
        shown.show(from: first)
        return shown
    }

    /// Keeps `shown` as the place, naming its selection and first row by their items' ids. A
    /// selection waiting for a reload (`pinsSelection` false) stays on the first row, whichever
    /// item that turns out to be.
    public mutating func keep(_ shown: ListViewport, ids: [Int], pinsSelection: Bool = true) {
        kept = shown
        firstShownID = ids.indices.contains(shown.firstVisibleIndex) ? ids[shown.firstVisibleIndex] : nil
        if let restoredID, ids.contains(restoredID) {
            selectedID = restoredID
            self.restoredID = nil
        } else if pinsSelection, let index = shown.selection {
            selectedID = ids[index]
        }
    }

    /// `step` taken from the window as shown, and kept: what a list key does.
    public mutating func move(_ step: ListKeys.Step, ids: [Int], visibleRows: Int) {
        var moved = shown(ids: ids, visibleRows: visibleRows)
        moved.move(step)
        keep(moved, ids: ids)
    }

    /// The list was read: an earlier run's item in it is selected and kept; one not in it is no
    /// longer waited for.
    public mutating func settleRestored(ids: [Int], visibleRows: Int) {
        guard let restoredID, !ids.isEmpty else { return }
        if ids.contains(restoredID) {
            keep(shown(ids: ids, visibleRows: visibleRows), ids: ids)
        } else {
            self.restoredID = nil
        }
    }

    /// Selects the item with this id (once it is in the list).
    public mutating func select(id: Int) {
        selectedID = id
        restoredID = nil
    }

    /// Selects an earlier run's item once the list holds it.
    public mutating func restore(id: Int) {
        restoredID = id
    }

    /// The list has been read and does not hold the earlier run's item: stop waiting for it.
    public mutating func forgetRestored() {
        restoredID = nil
    }

    /// Back to the top, nothing selected by id: the first row, whatever it will be.
    public mutating func reset() {
        self = ListPlace()
    }
}
