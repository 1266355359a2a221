import Testing

@testable import AppCore

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("hello", 5),
        ("日本語", 6),  // CJK ideographs are wide
        ("한국", 4),  // Hangul syllables are wide
        ("ｆｕｌｌ", 8),  // fullwidth forms
        ("\u{2329}\u{232A}", 4),  // angle brackets: East Asian Wide
        ("\u{FE10}", 2),  // vertical comma: East Asian Wide
        ("😀", 2),
        ("e\u{301}", 1),  // combining acute
        ("é", 1),
        ("a\u{FE0E}", 1),
        ("\u{AD}", 1),  // a soft hyphen is drawn, as a hyphen or a space
        ("\u{200B}", 0),
        ("\u{1B}", 0),  // controls never reach the terminal: TerminalText replaces them
        ("", 0),
    ])
    func widthMatchesTheTerminal(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test(arguments: [
        ("नमस्ते", 4),  // न म स त: the virama and the vowel sign E take no cell
        ("क्षि", 3),  // क ष and the spacing vowel sign I, each in its own cell
        ("नमस्ते क्षि हिन्दी श्री", 18),  // the title that drew 24 columns at width 23
        ("น้ำ", 2),  // Thai: the tone mark is a combining mark, SARA AM takes a cell
        ("ｶﾞ", 2),  // a halfwidth sound mark takes its own cell
        ("ﾊﾟ", 2),
        ("ﾟ", 1),
        ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo: the vowel and final join the wide lead
    ])
    func scriptsTakeTheCellsOfTheirCodePoints(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test(arguments: [
        // Code-point terminals draw every pictograph and skin tone in its own cells; that is
        // wider than a grapheme-aware terminal's one wide cell, so it is what is counted.
        ("👨\u{200D}👩\u{200D}👧", 6),
        ("🇫🇷", 4),
        ("🇫", 2),
        ("👍🏽", 4),
        ("☝🏽", 3),
        // Where the grapheme-aware drawing is the wider one, it counts.
        ("❤\u{FE0F}", 2),  // VS16 turns a text heart into a wide emoji
        ("1\u{FE0F}\u{20E3}", 2),  // keycap
        ("a🏽", 3),  // a skin tone after a letter is a wide character of its own
        ("a\u{200D}b", 2),  // a ZWJ between letters joins nothing on screen
    ])
    func emojiSequencesTakeTheWiderOfTheTwoWaysTerminalsDrawThem(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func aStringIsTheSumOfItsCharacters() {
        // Given text of every kind
        let text = "ab日😀e\u{301} नमस्ते ｶﾞ 👩🏽‍💻🇯🇵 น้ำ"
        // Then the whole is the sum of its grapheme clusters
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of("ab日😀e\u{301}") == 7)
    }
}

/// `exceeds` stops measuring as soon as it knows; it must still agree with the full measure.
@Suite struct DisplayWidthExceedsTests {
    static let texts = [
        "", "hello world", "日本語👍🏽", "नमस्ते สวัสดี", "ｶﾞｷﾞ", "e\u{301}e\u{301}e\u{301}",
        "\r\n\r\n", "👨‍👩‍👧 family", "#" + String(repeating: "\u{1F3FD}", count: 39), "\u{200B}\u{200B}",
    ]

    @Test(arguments: texts)
    func agreesWithTheFullWidthAtEveryColumnCount(text: String) {
        let width = DisplayWidth.of(text)
        for columns in 0...(width + 2) {
            #expect(DisplayWidth.exceeds(text, columns: columns) == (width > columns), "\(columns)")
        }
    }

    @Test func aLineOfSpansIsWiderOnlyWhenItsWidthIsMore() {
        let line = StyledLine([
            StyledSpan("日本", style: .bold), StyledSpan(" ab ", style: .plain), StyledSpan("👍🏽", style: .dim),
        ])
        for columns in 0...(line.width + 2) {
            #expect(line.isWider(than: columns) == (line.width > columns), "\(columns)")
        }
    }
}
