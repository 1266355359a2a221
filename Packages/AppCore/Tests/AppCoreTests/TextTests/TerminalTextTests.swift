import Testing

@testable import AppCore

@Suite struct TerminalTextTests {
    /// True when no scalar could start or be part of a control sequence.
    private func isInert(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { !TerminalText.isDangerous($0) }
    }

    @Test func clearScreenSequenceBecomesVisiblePlaceholder() {
        // Given text that would clear the screen
        let hostile = "a\u{1B}[2Jb"
        // When it is sanitised
        let safe = TerminalText.sanitised(hostile)
        // Then the escape is a visible replacement and the rest is kept
        #expect(safe == "a\u{FFFD}[2Jb")
    }

    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}", "\u{FFFD}]0;pwned\u{FFFD}"),  // OSC 0: window title
        ("\u{1B}]52;c;ZXZpbA==\u{07}", "\u{FFFD}]52;c;ZXZpbA==\u{FFFD}"),  // OSC 52: clipboard
        (
            "\u{1B}]8;;http://evil\u{1B}\\click\u{1B}]8;;\u{1B}\\",
            "\u{FFFD}]8;;http://evil\u{FFFD}\\click\u{FFFD}]8;;\u{FFFD}\\"
        ),
        ("\u{9B}2J", "\u{FFFD}2J"),  // one-byte CSI (C1)
        ("abc\u{202E}fdp.exe", "abc\u{FFFD}fdp.exe"),  // bidi override
        ("x\u{2066}y\u{2069}", "x\u{FFFD}y\u{FFFD}"),  // bidi isolates
        ("del\u{7F}ete", "del\u{FFFD}ete"),
        ("line\nbreak\r", "line break "),
    ])
    func hostileSequencesBecomeInert(hostile: String, expected: String) {
        // Given hostile text / When it is sanitised
        let safe = TerminalText.sanitised(hostile)
        // Then every control is replaced and nothing dangerous is left
        #expect(safe == expected)
        #expect(isInert(safe))
    }

    @Test func tabsBecomeSpaces() {
        #expect(TerminalText.sanitised("a\tb") == "a    b")
    }

    @Test func plainTextIsUnchanged() {
        #expect(TerminalText.sanitised("héllo 👋 日本 e\u{301}") == "héllo 👋 日本 e\u{301}")
    }

    @Test func multiLineTextIsSplitOnEveryKindOfLineBreak() {
        // Given a bio with \n, \r\n and \r breaks and an escape inside
        let bio = "one\ntwo\r\nthree\rfour\u{1B}[31m"
        // When it is split into safe lines
        let typed = TerminalText.typedLines(bio)
        // Then each break splits once and the escape is left out, and said
        #expect(typed.lines == ["one", "two", "three", "four[31m"])
        #expect(typed.leftOut == ["\u{1B}"])
    }
}
