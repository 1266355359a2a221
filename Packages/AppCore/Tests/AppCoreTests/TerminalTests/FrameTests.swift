import Testing

@testable import AppCore

@Suite struct FrameTests {
    @Test func spansAreSanitisedOnTheWayIn() {
        let span = StyledSpan("hi\u{1B}]0;title\u{07}")
        #expect(span.text == "hi\u{FFFD}]0;title\u{FFFD}")
    }

    @Test func linesAreClippedByDisplayWidth() {
        // Given a 5-column frame and a line of three wide characters (6 columns)
        let frame = Frame(width: 5, height: 1, lines: ["日本語"])
        // Then the third character, which would straddle the edge, becomes a space
        #expect(frame.lines[0].plainText == "日本 ")
        #expect(frame.lines[0].width == 5)
    }

    @Test func frameHasExactlyItsHeightInLines() {
        let short = Frame(width: 10, height: 3, lines: ["a"])
        let tall = Frame(width: 10, height: 1, lines: ["a", "b"])
        #expect(short.lines == ["a", .empty, .empty])
        #expect(tall.lines == ["a"])
    }

    @Test func plainTextHasNoEscapeBytes() {
        // Given styled lines with colour, bold and reverse
        var line = StyledLine("bold", style: .bold)
        line.append(" red", style: .colour(.red))
        let frame = Frame(width: 20, height: 2, lines: [line, StyledLine("x  ", style: .reverse)])
        // When printed as plain text
        let text = frame.plainText()
        // Then there is no escape byte and trailing spaces are trimmed
        #expect(text == "bold red\nx")
        #expect(!text.utf8.contains(0x1B))
    }

    @Test func ansiTextWritesStylesOnlyWithColourOn() {
        let line = StyledLine("a", style: TextStyle(bold: true, reverse: true, foreground: .green)) + "b"
        #expect(line.ansiText(colour: true) == "\u{1B}[1;7;32ma\u{1B}[0mb")
        #expect(line.ansiText(colour: false) == "ab")
    }

    @Test func neighbouringSpansInTheSameStyleShareOneStyleSequence() {
        let line = StyledLine("› ", style: .reverse) + StyledLine("post", style: .reverse) + "!"
        #expect(line.ansiText(colour: true) == "\u{1B}[7m› post\u{1B}[0m!")
    }

    @Test func overlayReplacesColumnsAndKeepsTheRest() {
        var frame = Frame(width: 10, height: 1, lines: ["abcdefghij"])
        frame.overlay(["XY"], atRow: 0, column: 3)
        #expect(frame.lines[0].plainText == "abcXYfghij")
    }

    @Test func overlayCuttingAWideCharacterLeavesSpaces() {
        var frame = Frame(width: 6, height: 1, lines: ["日本語"])
        frame.overlay(["X"], atRow: 0, column: 1)
        #expect(frame.lines[0].plainText == " X本語")
    }
}
