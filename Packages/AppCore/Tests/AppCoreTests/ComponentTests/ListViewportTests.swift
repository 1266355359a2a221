import Testing

@testable import AppCore

@Suite struct ListViewportTests {
    @Test func movingDownPastTheWindowScrollsIt() {
        // Given 10 items in a 3-row window
        var viewport = ListViewport(itemCount: 10, visibleRows: 3)
        // When the selection moves down four times
        for _ in 0..<4 { _ = viewport.handle("j") }
        // Then the selection is the last visible row
        #expect(viewport.selection == 4)
        #expect(viewport.visibleRange == 2..<5)
    }

    @Test func movingUpAboveTheWindowScrollsBack() {
        var viewport = ListViewport(itemCount: 10, visibleRows: 3, selectedIndex: 6)
        _ = viewport.handle(.up)
        _ = viewport.handle(.up)
        _ = viewport.handle(.up)
        #expect(viewport.selection == 3)
        #expect(viewport.visibleRange == 3..<6)
    }

    @Test func homeEndAndPagesJump() {
        var viewport = ListViewport(itemCount: 10, visibleRows: 3)
        _ = viewport.handle("end")
        #expect(viewport.selection == 9)
        #expect(viewport.visibleRange == 7..<10)
        _ = viewport.handle("pageup")
        #expect(viewport.selection == 6)
        _ = viewport.handle("home")
        #expect(viewport.visibleRange == 0..<3)
    }

    @Test func selectionStopsAtTheEnds() {
        var viewport = ListViewport(itemCount: 2, visibleRows: 5)
        _ = viewport.handle(.up)
        #expect(viewport.selection == 0)
        _ = viewport.handle(.down)
        _ = viewport.handle(.down)
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
        _ = viewport.handle(.down)
        #expect(viewport.selection == nil)
        #expect(viewport.visibleRange.isEmpty)
    }

    @Test func otherKeysAreLeftForTheScreen() {
        var viewport = ListViewport(itemCount: 3, visibleRows: 3)
        #expect(viewport.handle("enter") == false)
    }

    @Test func visibleRowsMarkTheSelectionAt30Columns() {
        // Given 10 posts with the last one selected in a 3-row window
        let items = (0..<10).map { StyledLine("post \($0)") }
        let viewport = ListViewport(itemCount: 10, visibleRows: 3, selectedIndex: 9)
        // When rendered at 30 columns
        let rows = viewport.render(items, width: 30)
        // Then the selected row is marked, full width and reversed
        #expect(
            rows.map(\.plainText) == ["  post 7", "  post 8", "› post 9" + String(repeating: " ", count: 22)])
        #expect(rows[2].spans.allSatisfy { $0.style.reverse })
        #expect(!rows[0].spans.contains(where: { $0.style.reverse }))
    }

    @Test func longRowsAreTruncatedAt30ButNotAt120Columns() {
        let items = [StyledLine("Ada: a post that is much longer than thirty columns")]
        let viewport = ListViewport(itemCount: 1, visibleRows: 1)
        #expect(viewport.render(items, width: 30)[0].plainText == "› Ada: a post that is much lo…")
        #expect(
            viewport.render(items, width: 120)[0].plainText.hasPrefix(
                "› Ada: a post that is much longer than thirty columns  "))
    }
}
