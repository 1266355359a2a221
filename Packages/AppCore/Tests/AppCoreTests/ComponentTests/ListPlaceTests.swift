import Testing

@testable import AppCore

/// A list's place kept by id: what is drawn selected is what the keys act on, however the items
/// change under it (issue 36, terminal 5).
@Suite struct ListPlaceTests {
    @Test func itemsArrivingAboveMoveNeitherTheSelectionNorTheWindow() {
        // Given ids 10...1 in a 3-row window, the person on id 5 with the window from id 7
        var place = ListPlace()
        let ids = Array((1...10).reversed())
        var shown = place.shown(ids: ids, visibleRows: 3)
        for _ in 0..<5 { shown.move(.next) }
        place.keep(shown, ids: ids)
        #expect(place.selectedID == 5)
        // When two items arrive above
        let more = [12, 11] + ids
        let after = place.shown(ids: more, visibleRows: 3)
        // Then the same item is selected and the window shows the same items
        #expect(after.selection.map { more[$0] } == 5)
        #expect(after.visibleRange.map { more[$0] } == [7, 6, 5])
    }

    @Test func aWindowAtTheTopStaysThereAndShowsWhatArrivesAbove() {
        var place = ListPlace()
        let ids = Array((1...10).reversed())
        var shown = place.shown(ids: ids, visibleRows: 3)
        shown.move(.next)
        place.keep(shown, ids: ids)
        // When an item arrives above
        let more = [11] + ids
        let after = place.shown(ids: more, visibleRows: 3)
        // Then it shows on top, and the selection stays on its item
        #expect(after.visibleRange.map { more[$0] } == [11, 10, 9])
        #expect(after.selection.map { more[$0] } == 9)
    }

    @Test func aSelectedItemThatGoesGivesItsPlaceToTheOneNowThere() {
        var place = ListPlace()
        let ids = [5, 4, 3, 2, 1]
        var shown = place.shown(ids: ids, visibleRows: 5)
        shown.move(.next)
        shown.move(.next)
        place.keep(shown, ids: ids)
        // When id 3 is deleted elsewhere
        let after = place.shown(ids: [5, 4, 2, 1], visibleRows: 5)
        // Then the item now in its place is selected
        #expect(after.selection == 2)
    }

    @Test func twoPagesDownAreKeptAsTheWindowAndTheSelectedItem() {
        var place = ListPlace()
        let ids = Array(1...50)
        var shown = place.shown(ids: ids, visibleRows: 4)
        shown.move(.pageDown)
        shown.move(.pageDown)
        place.keep(shown, ids: ids)
        #expect(place.shown(ids: ids, visibleRows: 4).visibleRange == 8..<12)
        #expect(place.selectedID == 9)
    }

    @Test func anEarlierRunsItemIsSelectedOnceTheListHoldsIt() {
        var place = ListPlace()
        place.restore(id: 30)
        // Not yet read: the first row, and the restored item still waited for
        let first = Array(1...10)
        #expect(place.shown(ids: first, visibleRows: 3).selection == 0)
        place.keep(place.shown(ids: first, visibleRows: 3), ids: first, pinsSelection: false)
        #expect(place.restoredID == 30)
        // Read: it is selected and kept
        let read = Array(1...40)
        let shown = place.shown(ids: read, visibleRows: 3)
        #expect(shown.selection == 29)
        place.keep(shown, ids: read)
        #expect(place.selectedID == 30)
        #expect(place.restoredID == nil)
    }
}
