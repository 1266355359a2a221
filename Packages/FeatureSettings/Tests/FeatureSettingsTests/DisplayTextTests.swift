import Testing

@testable import FeatureSettings

@Suite struct DisplayTextTests {
    @Test(arguments: [
        ("abc", 3), ("李小龍", 6), ("😀", 2), ("👩‍💻", 2), ("e\u{301}", 1), ("\u{301}", 0), ("❤️", 2),
        ("a\u{200D}b", 2), ("", 0), ("ｈｉ", 4),
    ])
    func widthCountsDisplayColumns(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func truncateCutsByColumnsAndMarksTheCut() {
        #expect(DisplayText.truncate("hello", to: 5) == "hello")
        #expect(DisplayText.truncate("hello", to: 4) == "hel…")
        #expect(DisplayText.truncate("李小龍", to: 4) == "李…")
        #expect(DisplayText.truncate("hello", to: 1) == "…")
        #expect(DisplayText.truncate("hello", to: 0) == "")
    }

    @Test func cleanRemovesControlsDeleteAndBidiOverrides() {
        #expect(DisplayText.clean("a\u{1B}[31mb\u{7F}c\u{9B}d\u{202E}e\u{2066}f\tg\n") == "a[31mbcdefg")
    }

    @Test func wrapBreaksOnSpacesAndSplitsLongWords() {
        #expect(DisplayText.wrap("one two three", to: 7) == ["one two", "three"])
        #expect(DisplayText.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(DisplayText.wrap("李小龍", to: 1) == ["…", "…", "…"])
        #expect(DisplayText.wrap("   ", to: 10).isEmpty)
        #expect(DisplayText.wrap("anything", to: 0).isEmpty)
    }

    @Test func selectionMovesAndClamps() {
        #expect(ListSelection.moved(0, count: 0, key: "down") == nil)
        #expect(ListSelection.moved(0, count: 10, key: "pagedown") == 5)
        #expect(ListSelection.moved(9, count: 10, key: "down") == 9)
        #expect(ListSelection.moved(2, count: 10, key: "x") == nil)
    }
}
