import Testing

@testable import AppCore

@Suite struct TerminalTextTests {
    @Test func escapeSequencesBecomeVisiblePlaceholders() {
        #expect(TerminalText.sanitised("a\u{1B}[2Jb") == "a\u{FFFD}[2Jb")
    }

    @Test func plainTextIsUnchanged() {
        #expect(TerminalText.sanitised("héllo 👋") == "héllo 👋")
    }
}
