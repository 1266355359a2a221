import Testing

@testable import AppCore

@Suite struct TextLayoutTests {
    @Test func shortTextIsNotTruncated() {
        #expect(TextLayout.truncated("hello", toWidth: 5) == "hello")
    }

    @Test func longTextEndsWithAnEllipsisInTheLastColumn() {
        #expect(TextLayout.truncated("hello world", toWidth: 8) == "hello w…")
    }

    @Test func wideCharacterThatWouldStraddleTheEdgeIsLeftOut() {
        // Given 14 columns of Japanese cut to 6: room for 5 before the ellipsis
        let cut = TextLayout.truncated("日本語テキスト", toWidth: 6)
        // Then two ideographs (4 columns) and the ellipsis fit, never half a character
        #expect(cut == "日本…")
        #expect(DisplayWidth.of(cut) == 5)
    }

    @Test func emojiClustersAreNeverSplit() {
        let family = "👨\u{200D}👩\u{200D}👧"
        // The family takes 6 columns: cut to 9, it stays whole and the second one goes.
        #expect(TextLayout.truncated(family + family + "x", toWidth: 9) == family + "…")
    }

    @Test func paddingFillsToTheExactWidth() {
        #expect(TextLayout.padded("日本", toWidth: 6) == "日本  ")
        #expect(TextLayout.padded("abcdefgh", toWidth: 4) == "abc…")
    }

    @Test func wrappingBreaksAtSpaces() {
        // Given a sentence wider than 10 columns
        let lines = TextLayout.wrapped("the quick brown fox jumps", toWidth: 10)
        // Then it breaks between words
        #expect(lines == ["the quick", "brown fox", "jumps"])
    }

    @Test func wrappingSplitsWordsLongerThanALine() {
        #expect(TextLayout.wrapped("abcdefghij xy", toWidth: 4) == ["abcd", "efgh", "ij", "xy"])
    }

    @Test func wrappingMeasuresWideCharacters() {
        #expect(TextLayout.wrapped("日本語 テキスト", toWidth: 6) == ["日本語", "テキス", "ト"])
    }

    @Test func wrappingKeepsExistingLineBreaks() {
        #expect(TextLayout.wrapped("a\n\nb", toWidth: 10) == ["a", "", "b"])
    }
}
