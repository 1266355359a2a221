import Testing

@testable import AppCore

@Suite struct ListLayoutTests {
    @Test func theSelectedRowIsMarkedReversedAndFullWidthAt30Columns() {
        // Given 10 posts with the last one selected
        let viewport = ListViewport(itemCount: 10, visibleRows: 3, selectedIndex: 9)
        let layout = ListLayout(items: (0..<10).map { [StyledLine("post \($0)")] })
        // When laid out in three rows of 30 columns
        let rows = layout.render(width: 30, height: 3, viewport: viewport)
        // Then the selected row is marked, full width and reversed; the others are indented
        #expect(
            rows.map(\.plainText) == ["  post 7", "  post 8", "› post 9" + String(repeating: " ", count: 22)])
        #expect(rows[2].spans.allSatisfy { $0.style.reverse })
        #expect(!rows[0].spans.contains(where: { $0.style.reverse }))
    }

    @Test func itemsOfTwoLinesKeepTheMarkOnTheirFirstLine() {
        let viewport = ListViewport(itemCount: 2, visibleRows: 1)
        let layout = ListLayout(
            header: ["Posts"], items: [["First", "by Ada"], ["Second", "by Grace"]], footer: ["Loading more…"]
        )
        let rows = layout.render(width: 20, height: 6, viewport: viewport)
        #expect(
            rows.map { $0.plainText.trimmingSpaces } == [
                "Posts", "› First", "by Ada", "Second", "by Grace", "Loading more…",
            ])
        // And a page is the two items that fit; the viewport given is not changed
        #expect(layout.visibleRows(width: 20, height: 6) == 2)
        #expect(viewport.visibleRows == 1)
    }

    @Test func notesStayAtTheBottomWrappedAndTheListGivesWay() {
        let viewport = ListViewport()
        let layout = ListLayout(
            header: ["Preferences"], items: [["[x] Colour"], ["[ ] Compact"]],
            notes: ["Saved: the feed is now compact on every screen."])
        let rows = layout.render(width: 24, height: 5, viewport: viewport).map(\.plainText)
        #expect(rows.suffix(2) == ["Saved: the feed is now", "compact on every screen."])
        #expect(rows.count == 5)
    }

    @Test func longRowsAreLeftWholeForTheScreenToCutOnce() {
        // A row is cut once, where the screen's lines are (TerminalScreen.lines), not here,
        // unless it is selected and must fill the width.
        let viewport = ListViewport(itemCount: 2, visibleRows: 2, selectedIndex: 1)
        let long = StyledLine("Ada: a post that is much longer than thirty columns")
        let rows = ListLayout(items: [[long], [long]]).render(width: 30, height: 2, viewport: viewport)
        #expect(rows[0].plainText == "  Ada: a post that is much longer than thirty columns")
        #expect(rows[1].plainText == "› Ada: a post that is much lo…")
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
