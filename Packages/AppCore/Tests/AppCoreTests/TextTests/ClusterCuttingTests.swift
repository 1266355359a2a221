import Testing

@testable import AppCore

/// Cutting never drops what fits: a grapheme cluster wider than the whole line is broken between
/// its code points, where a terminal drawing code point by code point breaks it.
@Suite struct ClusterCuttingTests {
    /// "#" followed by 39 lone skin-tone modifiers: one grapheme cluster, 79 columns.
    static let wideTitle = "#" + String(repeating: "\u{1F3FD}", count: 39)

    @Test func aClusterThatFitsIsKeptWhole() {
        // Given the 79-column title at 120 and at 79 columns
        #expect(DisplayWidth.of(Self.wideTitle) == 79)
        // Then nothing is cut
        #expect(TextLayout.truncated(Self.wideTitle, toWidth: 120) == Self.wideTitle)
        #expect(TextLayout.truncated(Self.wideTitle, toWidth: 79) == Self.wideTitle)
    }

    @Test func aClusterWiderThanTheLineIsCutBetweenItsCodePoints() {
        // When the title is cut to 50 columns
        let cut = TextLayout.truncated(Self.wideTitle, toWidth: 50)
        // Then it shows "#" and 24 modifiers (49 columns) and the ellipsis, not a bare "…"
        #expect(cut == "#" + String(repeating: "\u{1F3FD}", count: 24) + "…")
        #expect(DisplayWidth.of(cut) == 50)
    }

    @Test func aClusterThatCrossesTheCutKeepsWhatFitsBeforeIt() {
        // Given the title after a selection marker: 81 columns on an 80-column line
        let cut = TextLayout.truncated("› " + Self.wideTitle, toWidth: 80)
        // Then the cluster is broken where the line ends, not replaced by the ellipsis
        #expect(cut == "› #" + String(repeating: "\u{1F3FD}", count: 38) + "…")
        #expect(DisplayWidth.of(cut) == 80)
        // And a lone wide character that does not fit is still left out whole
        #expect(TextLayout.truncated("abcd日本", toWidth: 6) == "abcd…")
    }

    @Test func wrappingKeepsTheWordsAroundAWideCluster() {
        // Given a word made of a space-led run of 39 modifiers between two words
        let text = "Hello " + String(repeating: "\u{1F3FD}", count: 39) + " world"
        // When wrapped at 40 columns
        let lines = TextLayout.wrapped(text, toWidth: 40)
        // Then every line fits and "world" is still there
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.last?.hasSuffix("world") == true)
        #expect(lines.joined().unicodeScalars.filter { $0 == "\u{1F3FD}" }.count == 39)
    }

    @Test func aMegabyteWordWrapsIntoFullLinesWithNothingLost() {
        // Given a body of one million letters and no space
        let word = String(repeating: "abcdefghij", count: 100_000)
        // When wrapped at 80 columns
        let lines = TextLayout.wrapped(word, toWidth: 80)
        // Then it fills 12,500 lines of 80 columns, in order
        #expect(lines.count == 12_500)
        #expect(lines.allSatisfy { $0.utf8.count == 80 })
        #expect(lines.joined() == word)
    }

    @Test func aWideWordInCJKBreaksAtTheEdge() {
        let word = String(repeating: "日本語", count: 10)
        let lines = TextLayout.wrapped("x " + word, toWidth: 7)
        #expect(lines.first == "x")
        #expect(lines.dropFirst().allSatisfy { DisplayWidth.of($0) == 6 })
        #expect(lines.joined() == "x" + word)
    }

    @Test func stylesSurviveWrapping() {
        let line = StyledLine([StyledSpan("bold words ", style: .bold), StyledSpan("and plain ones")])
        let lines = line.wrapped(toWidth: 12)
        #expect(lines.map(\.plainText) == ["bold words", "and plain", "ones"])
        #expect(lines[0].spans.allSatisfy { $0.style == .bold })
        #expect(lines[1].spans.allSatisfy { $0.style == .plain })
    }
}
