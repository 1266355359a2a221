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

    /// A page moves the window a whole window and the selection with it: the selected row keeps
    /// its place on screen, the first page as much as the next (issue 36: pages moved unevenly).
    @Test func everyPageMovesTheWindowAWholeWindowAndStopsAtTheEnds() {
        // Given 20 items in a 4-row window, the second row selected
        var viewport = ListViewport(itemCount: 20, visibleRows: 4, selectedIndex: 1)
        var windows: [Range<Int>] = []
        var selections: [Int?] = []
        for _ in 0..<6 {
            _ = press(.pageDown, &viewport)
            windows.append(viewport.visibleRange)
            selections.append(viewport.selection)
        }
        // Then each page shows the next four rows with the selection on the same screen row,
        // until the window meets the end and the selection goes on to the last row
        #expect(windows == [4..<8, 8..<12, 12..<16, 16..<20, 16..<20, 16..<20])
        #expect(selections == [5, 9, 13, 17, 19, 19])
        // And pages up mirror them
        _ = press(.pageUp, &viewport)
        #expect(viewport.visibleRange == 12..<16)
        #expect(viewport.selection == 15)
        for _ in 0..<5 { _ = press(.pageUp, &viewport) }
        #expect(viewport.visibleRange == 0..<4)
        #expect(viewport.selection == 0)
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
