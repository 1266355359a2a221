import Testing

@testable import AppCore

/// A list row that says whose a thing is: the author stays whole, the title is cut first.
@Suite struct TextLayoutRowTests {
    private func row(_ title: String, width: Int) -> String {
        TextLayout.row(
            lead: StyledLine(title), kept: StyledLine("Ada Lovelace @ada"), trail: StyledLine("5m · #math"),
            ending: StyledLine("♡ 3"), toWidth: width
        ).plainText
    }

    @Test func everythingWholeWhenItFits() {
        #expect(row("Notes", width: 80) == "Notes · Ada Lovelace @ada · 5m · #math ♡ 3")
    }

    @Test func theTitleIsCutFirstThenTheTrailAndTheAuthorStaysWhole() {
        let long = String(repeating: "word ", count: 30)
        #expect(row(long, width: 60) == "word word word word wo… · Ada Lovelace @ada · 5m · #math ♡ 3")
        #expect(row(long, width: 40) == "word word… · Ada Lovelace @ada · 5m… ♡ 3")
        #expect(row(long, width: 30) == "word … · Ada Lovelace @ada ♡ 3")
    }

    @Test func wideCharactersAreCutByColumnsNotCharacters() {
        let line = row(String(repeating: "书", count: 60), width: 50)
        #expect(line.contains("书… · Ada Lovelace @ada"), "\(line)")
        #expect(DisplayWidth.of(line) <= 50)
    }

    @Test func tooNarrowForATitleShowsTheAuthorFirst() {
        #expect(row("Notes", width: 20) == "Ada Lovelace @ada ♡…")
        #expect(row("Notes", width: 10) == "Ada Lovel…")
    }
}
