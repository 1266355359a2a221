import Testing

@testable import FeatureProfile

@Suite struct DisplayTextTests {
    @Test func wideCharactersTakeTwoColumnsAndMarksNone() {
        #expect(DisplayText.width(of: "abc") == 3)
        #expect(DisplayText.width(of: "\u{65E5}\u{672C}") == 4)
        #expect(DisplayText.width(of: "\u{1F600}") == 2)
        #expect(DisplayText.width(of: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}") == 2)
        #expect(DisplayText.width(of: "e\u{0301}") == 1)
        #expect(DisplayText.width(of: "\u{2764}\u{FE0F}") == 2)
        #expect(DisplayText.width(of: "\u{0301}") == 0)
    }

    @Test func truncationEndsInAnEllipsisWithinTheWidth() {
        #expect(DisplayText.truncated("hello world", to: 8) == "hello w\u{2026}")
        #expect(DisplayText.truncated("short", to: 8) == "short")
        #expect(DisplayText.truncated("anything", to: 0) == "")
        // A wide character that would straddle the limit is left out whole.
        #expect(DisplayText.truncated("ab\u{65E5}\u{672C}", to: 4) == "ab\u{2026}")
    }

    @Test func wrappingBreaksAtSpacesAndSplitsOverlongWords() {
        #expect(DisplayText.wrapped("one two three", to: 7) == ["one two", "three"])
        #expect(DisplayText.wrapped("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(DisplayText.wrapped("\u{65E5}\u{672C}\u{8A9E}", to: 4) == ["\u{65E5}\u{672C}", "\u{8A9E}"])
        #expect(DisplayText.wrapped("", to: 10).isEmpty)
        #expect(DisplayText.wrapped("text", to: 0).isEmpty)
    }

    @Test func sanitisingRemovesWhatCouldSteerTheTerminal() {
        #expect(DisplayText.sanitized("red\u{1B}[31m") == "red [31m")
        #expect(DisplayText.sanitized("a\u{202E}b\u{2066}c") == "abc")
        #expect(DisplayText.sanitized("caf\u{E9}") == "caf\u{E9}")
    }
}
