import Testing

@testable import AppCore

@Suite struct ListViewportTests {
    /// Moves as a screen does for one of the shared list keys; false for any other key.
    private func press(_ key: Key, _ viewport: inout ListViewport) -> Bool {
        guard let step = ListKeys.step(for: key) else { return false }
        viewport.move(step)
        return true
    }

    @Test func movingDownPastTheWindowScrollsIt() {
        // Given 10 items in a 3-row window
        var viewport = ListViewport(itemCount: 10, visibleRows: 3)
        // When the selection moves down four times
        for _ in 0..<4 { _ = press("j", &viewport) }
        // Then the selection is the last visible row
        #expect(viewport.selection == 4)
        #expect(viewport.visibleRange == 2..<5)
    }

    @Test func movingUpAboveTheWindowScrollsBack() {
        var viewport = ListViewport(itemCount: 10, visibleRows: 3, selectedIndex: 6)
        for _ in 0..<3 { _ = press(.up, &viewport) }
        #expect(viewport.selection == 3)
        #expect(viewport.visibleRange == 3..<6)
    }

    @Test func homeEndAndPagesJump() {
        var viewport = ListViewport(itemCount: 10, visibleRows: 3)
        _ = press(.end, &viewport)
        #expect(viewport.selection == 9)
        #expect(viewport.visibleRange == 7..<10)
        _ = press(.pageUp, &viewport)
        #expect(viewport.selection == 6)
        _ = press(.home, &viewport)
        #expect(viewport.visibleRange == 0..<3)
    }

    @Test func selectionStopsAtTheEnds() {
        var viewport = ListViewport(itemCount: 2, visibleRows: 5)
        _ = press(.up, &viewport)
        #expect(viewport.selection == 0)
        _ = press(.down, &viewport)
        _ = press(.down, &viewport)
        #expect(viewport.selection == 1)
    }

    @Test func shrinkingTheListClampsTheSelection() {
        var viewport = ListViewport(itemCount: 10, visibleRows: 3, selectedIndex: 9)
        viewport.update(itemCount: 4, visibleRows: 3)
        #expect(viewport.selection == 3)
        #expect(viewport.visibleRange == 1..<4)
    }

    @Test func emptyListHasNoSelection() {
        var viewport = ListViewport(itemCount: 0, visibleRows: 3)
        _ = press(.down, &viewport)
        #expect(viewport.selection == nil)
        #expect(viewport.visibleRange.isEmpty)
    }

    @Test func otherKeysAreLeftForTheScreen() {
        var viewport = ListViewport(itemCount: 3, visibleRows: 3)
        #expect(press(.enter, &viewport) == false)
    }

    @Test func aRestoredRowWaitsForTheListToHaveItems() {
        var viewport = ListViewport(itemCount: 0, visibleRows: 3)
        viewport.restore(row: 7)
        viewport.update(itemCount: 0, visibleRows: 3)
        #expect(viewport.selection == nil)
        viewport.update(itemCount: 10, visibleRows: 3)
        #expect(viewport.selection == 7)
        #expect(viewport.visibleRange.contains(7))
        // Restored once: later updates keep what the person selected since.
        viewport.move(.previous)
        viewport.update(itemCount: 12, visibleRows: 3)
        #expect(viewport.selection == 6)
    }

    @Test func aRestoredRowPastTheEndSelectsTheLastItem() {
        var viewport = ListViewport(itemCount: 4, visibleRows: 3)
        viewport.restore(row: 9)
        #expect(viewport.selection == 3)
    }
}
