import Testing

@testable import AppCore

@Suite struct RefusedCharactersTests {
    @Test func aDirectionOverrideIsAFormattingCharacterNotAControlCharacter() {
        #expect(RefusedCharacters.kind(of: "\u{202E}") == .formatting)
        #expect(RefusedCharacters.kind(of: "\u{2067}") == .formatting)
        #expect(RefusedCharacters.kind(of: "\u{1B}") == .control)
        #expect(RefusedCharacters.kind(of: "\u{9B}") == .control)
        #expect(RefusedCharacters.kind(of: "\u{2028}") == .separator)
    }

    @Test func textMayHoldTabsLineBreaksDirectionMarksAndEveryScript() {
        for text in ["a\tb", "one\ntwo\r\n", "שלום\u{200F}", "नमस्ते ไทย 東京 ｶﾀｶﾅ 👍🏽 مرحبا"] {
            #expect(RefusedCharacters.removed(from: text).leftOut.isEmpty, "\(text)")
            #expect(RefusedCharacters.removed(from: text).text == text)
        }
    }

    @Test func whatIsLeftOutIsNamedByCodePointAndKind() {
        let removed = RefusedCharacters.removed(from: "a\u{202E}b\u{202E}c")
        #expect(removed.text == "abc")
        #expect(
            RefusedCharacters.sentence(leftOut: removed.leftOut)
                == "Left out U+202E (right-to-left override) (2 in all): "
                + "a formatting character that can make text read as something else.")
        #expect(
            RefusedCharacters.sentence(leftOut: ["\u{7}", "\u{202D}"])
                == "Left out U+0007 (bell), U+202D (left-to-right override): characters text may not hold.")
        #expect(RefusedCharacters.sentence(leftOut: []) == nil)
    }
}
