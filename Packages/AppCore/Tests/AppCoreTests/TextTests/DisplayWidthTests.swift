import Testing

@testable import AppCore

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("hello", 5),
        ("日本語", 6),  // CJK ideographs are wide
        ("한국", 4),  // Hangul syllables are wide
        ("ｆｕｌｌ", 8),  // fullwidth forms
        ("😀", 2),
        ("👨\u{200D}👩\u{200D}👧", 2),  // ZWJ family is one cluster
        ("e\u{301}", 1),  // combining acute
        ("é", 1),
        ("🇫🇷", 2),  // flag: regional indicator pair
        ("❤\u{FE0F}", 2),  // text heart with emoji presentation selector
        ("\u{200D}", 0),
        ("a\u{FE0E}", 1),
        ("", 0),
    ])
    func widthMatchesTheTerminal(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func mixedTextAddsUpPerCluster() {
        // Given ASCII, CJK, emoji and a combining mark together
        let text = "ab日😀e\u{301}"
        // Then the width is 1 + 1 + 2 + 2 + 1
        #expect(DisplayWidth.of(text) == 7)
    }
}
