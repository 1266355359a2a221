import Testing

@testable import AppCore

@Suite struct KeyDecoderTests {
    private func names(_ bytes: [UInt8]) -> [String] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes).map(\.description)
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Each byte form and the key it decodes to. (Typed: as an untyped literal in the macro's
    /// arguments it cost the type checker a third of a second.)
    static let byteForms: [(String, Key)] = [
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert), ("\u{1B}[Z", .shiftTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[1;5A", .modified(.up, .control)), ("\u{1B}[1;2C", .modified(.right, .shift)),
        ("\u{1B}[1;3D", .modified(.left, .alt)), ("\u{1B}[1;6B", .modified(.down, [.control, .shift])),
        ("\u{1B}[5;5~", .modified(.pageUp, .control)), ("\u{1B}[3;2~", .modified(.delete, .shift)),
        ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{08}", .backspace),
        (" ", .space), ("\u{03}", .ctrlC), ("\u{04}", .ctrlD), ("\u{01}", .ctrl("a")), ("\u{00}", .ctrl(" ")),
        ("j", "j"), ("?", "?"), ("G", "G"), ("é", "é"), ("😀", "😀"), ("日", "日"),
        ("\u{1B}x", .alt("x")), ("\u{1B}\u{7F}", .alt(.backspace)), ("\u{1B}OM", .enter),
    ]

    @Test(arguments: byteForms)
    func eachByteFormDecodesToItsKey(input: String, key: Key) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes(input)) == [key])
    }

    @Test func severalKeysInOneReadComeOutInOrder() {
        #expect(names(bytes("jk\u{1B}[Aq\r")) == ["j", "k", "↑", "q", "enter"])
    }

    @Test func combiningMarkJoinsThePreviousCharacter() {
        // Given "e" followed by a combining acute accent in one read
        let keys = names(bytes("e\u{301}"))
        // Then it is one key, the grapheme cluster "é"
        #expect(keys == ["e\u{301}"])
    }

    @Test func sequenceSplitAcrossReadsWaitsForTheRest() {
        // Given a decoder that received the first two bytes of an arrow
        var decoder = KeyDecoder()
        let first = decoder.decode([0x1B, 0x5B])
        // When the final byte arrives
        let second = decoder.decode([0x41])
        // Then nothing came out early and the arrow comes out whole
        #expect(first.isEmpty)
        #expect(second == [.up])
        #expect(decoder.pendingBytes.isEmpty)
    }

    @Test func utf8CharacterSplitAcrossReadsWaitsForTheRest() {
        var decoder = KeyDecoder()
        let bytes = Array("😀".utf8)
        let first = decoder.decode(bytes[0..<2])
        let second = decoder.decode(bytes[2...])
        #expect(first.isEmpty)
        #expect(second == ["😀"])
    }

    @Test func loneEscapeIsDecidedOnlyByTheTimeout() {
        // Given a lone Esc byte
        var decoder = KeyDecoder()
        let immediate = decoder.decode([0x1B])
        // Then it waits, then the timeout flush turns it into the Escape key
        #expect(immediate.isEmpty)
        #expect(decoder.isWaitingForEscapeTimeout)
        #expect(decoder.pendingBytes == [0x1B])
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(!decoder.isWaitingForEscapeTimeout)
    }

    @Test(arguments: [
        ("j", [Key.escape, "j"]), ("jk", [.escape, "j", "k"]), ("é", [.escape, "é"]),
        ("\u{1B}", [.escape]), ("\r", [.escape, .enter]), (" ", [.escape, .space]),
    ])
    func anEscapeThatEndedOneReadIsEscapeWhenTheNextReadCannotContinueIt(next: String, keys: [Key]) {
        // Given Esc alone in one read (the person pressed Esc), then a key typed within the
        // escape timeout, arriving in the next read
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        // Then that is Escape and then the key, not Alt and the key
        #expect(decoder.decode(bytes(next)) == keys)
    }

    @Test(arguments: [
        ("[A", Key.up), ("OA", .up), ("[6~", .pageDown), ("[1;5C", .modified(.right, .control)),
    ])
    func aSequenceSplitRightAfterItsEscapeStillDecodes(rest: String, key: Key) {
        // Given Esc at the end of one read and the rest of an arrow in the next
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        // Then it is still the one key
        #expect(decoder.decode(bytes(rest)) == [key])
    }

    @Test func escapeAndAKeyInOneReadIsStillAlt() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes("\u{1B}j")) == [.alt("j")])
        #expect(decoder.decode(bytes("q\u{1B}x")) == ["q", .alt("x")])
    }

    @Test func unfinishedSequenceAtTimeoutBecomesEscapeAndText() {
        var decoder = KeyDecoder()
        _ = decoder.decode(bytes("\u{1B}["))
        #expect(decoder.flushPendingEscape() == [.escape, "["])
    }

    @Test func twoEscapesAreTwoEscapeKeys() {
        var decoder = KeyDecoder()
        let keys = decoder.decode([0x1B, 0x1B]) + decoder.flushPendingEscape()
        #expect(keys == [.escape, .escape])
    }

    @Test func bracketedPasteArrivesAsOnePaste() {
        // Given a paste containing text that looks like keys and an escape sequence
        let input = bytes("\u{1B}[200~hello\rq\u{1B}[A\u{1B}[201~j")
        // When decoded
        var decoder = KeyDecoder()
        let keys = decoder.decode(input)
        // Then the pasted text is one paste (raw; sanitised by whoever shows it), then keys resume
        #expect(keys == [.paste("hello\rq\u{1B}[A"), "j"])
    }

    @Test func pasteSplitAcrossReadsIncludingItsEndMarker() {
        var decoder = KeyDecoder()
        var keys = decoder.decode(bytes("\u{1B}[20"))
        keys += decoder.decode(bytes("0~日本"))
        keys += decoder.decode(bytes("語\u{1B}[2"))
        #expect(decoder.flushPendingEscape().isEmpty)  // a paste is never cut by the timeout
        keys += decoder.decode(bytes("01~x"))
        #expect(keys == [.paste("日本語"), "x"])
    }

    @Test func unknownSequencesAreDropped() {
        #expect(names(bytes("\u{1B}[99zq")) == ["q"])
    }

    @Test func invalidUTF8IsDropped() {
        #expect(names([0xFF, 0xC3, 0x28, 0x61]) == ["(", "a"])
    }

    @Test func typedTextIsTheCharacterOrSpace() {
        #expect(Key.character("é").typedText == "é")
        #expect(Key.space.typedText == " ")
        #expect(Key.up.typedText == nil)
        #expect(Key.paste("hi").typedText == "hi")
        #expect(Key.paste("hi").isPaste)
        #expect(Key.alt("x").typedText == nil)
    }

    @Test func keysAreWrittenAsPeopleReadThem() {
        #expect(
            [Key.pageDown, .escape, .ctrl("s"), .modified(.down, [.control, .shift]), "?"].map(\.description)
                == [
                    "pgdn", "esc", "ctrl-s", "ctrl-shift-↓", "?",
                ])
    }
}
