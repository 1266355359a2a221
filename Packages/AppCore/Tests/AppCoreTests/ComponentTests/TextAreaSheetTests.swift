import Testing

@testable import AppCore

@Suite struct TextAreaSheetTests {
    private func typing(_ keys: [Key], into sheet: TextAreaSheet, screenWidth: Int = 80) -> TextAreaSheet {
        var sheet = sheet
        for key in keys { _ = sheet.handle(key, screenWidth: screenWidth) }
        return sheet
    }

    private func rows(of frame: Frame) -> [String] {
        frame.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func enterStartsANewLineAndTabIsDone() {
        // Given two paragraphs typed with enter between them
        var sheet = typing(
            ["H", "i", .enter, .enter, "y", "o"], into: TextAreaSheet(title: "Body", limit: 100))
        // Then the text keeps its line breaks, and tab (or ctrl-s) hands it back
        #expect(sheet.text == "Hi\n\nyo")
        #expect(sheet.handle(.tab, screenWidth: 80) == .submitted("Hi\n\nyo"))
        #expect(sheet.handle(.ctrl("s"), screenWidth: 80) == .submitted("Hi\n\nyo"))
        #expect(sheet.handle(.escape, screenWidth: 80) == .cancelled)
    }

    @Test func pasteKeepsLineBreaksAndSanitisesEachLine() {
        // Given a paste with Windows line breaks, an escape sequence and a bidi override
        let sheet = typing(
            [.paste("one\r\ntwo \u{1B}[2J\nthree\u{202E}")], into: TextAreaSheet(title: "", limit: 100))
        // Then its three lines stay three lines and no control character survives
        let lines = sheet.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0] == "one")
        #expect(
            !sheet.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x0D }
        )
    }

    @Test func theLimitCountsLineBreaksAndCutsAPaste() {
        let sheet = typing([.paste("ab\ncd\nef")], into: TextAreaSheet(title: "", limit: 5))
        #expect(sheet.text == "ab\ncd")
        let full = typing([.enter, "x"], into: sheet)
        #expect(full.text == "ab\ncd")
    }

    @Test func whatDoesNotFitIsSaidInTheCounterAsItHappens() {
        // Given a body of at most 120 characters
        let empty = TextAreaSheet(title: "Body", limit: 120)
        // When 130 are typed
        let sheet = typing(Key.typing(String(repeating: "a", count: 130)), into: empty)
        // Then 120 are kept and the counter says 10 were not
        #expect(sheet.text.count == 120)
        let status = rows(of: sheet.render(over: Frame(width: 80, height: 20))).first { $0.contains("/120") }
        #expect(status?.contains("120/120 · 10 characters not kept") == true)
        // And once there is room again the notice goes
        let after = typing([.backspace], into: sheet).render(over: Frame(width: 80, height: 20))
        #expect(rows(of: after).contains { $0.contains("119/120 │") })
    }

    @Test func upAndDownKeepTheColumnAcrossLinesOfWideCharacters() {
        // Given "日本語" over "abcdef" with the cursor after "abcd" (column 4)
        let start = TextAreaSheet(title: "", text: "日本語\nabcdef", limit: 100)
        let sheet = typing([.left, .left], into: start)
        #expect(sheet.cursor == 8)
        // When moving up: column 4 is after "日本"; down again comes back to column 4
        let up = typing([.up], into: sheet)
        #expect(up.cursor == 2)
        #expect(typing([.down], into: up).cursor == 8)
        // Up on the first line goes to its start; down on the last line to the end
        #expect(typing([.up, .up], into: sheet).cursor == 0)
        #expect(typing([.down], into: sheet).cursor == 10)
    }

    @Test func upAndDownMoveThroughTheRowsAsDrawnNotByParagraph() {
        // Given one paragraph that wraps to three rows at 30 columns (21 columns a row), with
        // the cursor at its end, then a short second paragraph
        let paragraph = "The quick brown fox jumps over the lazy dog and runs far away"
        let start = TextAreaSheet(title: "Body", text: paragraph + "\nit", limit: 4000)
        let rows = TextAreaSheet.rows(
            of: Array(start.text), width: TextAreaSheet.rowWidth(forScreenWidth: 30))
        #expect(rows.count == 4)
        // When the person presses up from "it" on the last row
        let up = typing([.up], into: start, screenWidth: 30)
        // Then the cursor is on the row drawn just above (the paragraph's last row), not at the
        // paragraph's start; up again goes one drawn row further
        #expect(rows[2].contains(up.cursor) || rows[2].upperBound == up.cursor)
        #expect(TextAreaSheet.row(holding: up.cursor, in: rows) == 2)
        let twice = typing([.up], into: up, screenWidth: 30)
        #expect(TextAreaSheet.row(holding: twice.cursor, in: rows) == 1)
        // And down comes back row by row, at the same column
        #expect(typing([.down], into: twice, screenWidth: 30).cursor == up.cursor)
        #expect(typing([.down, .down], into: twice, screenWidth: 30).cursor == start.text.count)
        // And the cursor is drawn on the row it moved to, the one above
        let before = start.render(over: Frame(width: 30, height: 12)).cursor
        let after = up.render(over: Frame(width: 30, height: 12)).cursor
        #expect(after?.row == before.map { $0.row - 1 })
    }

    @Test func homeEndAndCtrlUWorkOnTheCursorsLine() {
        let start = TextAreaSheet(title: "", text: "first\nsecond", limit: 100)
        let sheet = typing([.left, .left], into: start)
        #expect(typing([.home], into: sheet).cursor == 6)
        #expect(typing([.home, .end], into: sheet).cursor == 12)
        #expect(typing([.ctrl("u")], into: sheet).text == "first\nnd")
        // Backspace at a line's start joins it to the line above
        #expect(typing([.home, .backspace], into: sheet).text == "firstsecond")
    }

    @Test func rowsEndAtTheirLastSpaceAndCutOnlyAWordLongerThanARow() {
        let text = Array("the quick brown fox\nabcdefghijklmnop xy\n東京の天気は晴れです")
        let rows = TextAreaSheet.rows(of: text, width: 10).map { String(text[$0]) }
        #expect(rows == ["the quick ", "brown fox", "abcdefghij", "klmnop xy", "東京の天気", "は晴れです"])
    }

    @Test func rendersWrappedRowsWithTheCursorAfterTheLastCharacter() {
        // Given a long first line and a second one, over a 12-row, 30-column screen
        let sheet = TextAreaSheet(title: "Body", text: "The quick brown fox jumps over\nit", limit: 4000)
        let content = Frame(
            width: 30, height: 12,
            lines: Array(repeating: StyledLine(String(repeating: ".", count: 30)), count: 12))
        // When it renders
        let frame = sheet.render(over: content)
        // Then the first line wraps at its last space within 21 columns (one stays free for
        // the cursor), as the post's own view wraps, the second follows, the box keeps 8 rows
        // of text, and the cursor follows "it"
        #expect(
            rows(of: frame) == [
                "..┌─ Body ─────────────────┐..",
                "..│ The quick brown fox    │..",
                "..│ jumps over             │..",
                "..│ it                     │..",
                "..│                        │..",
                "..│                        │..",
                "..│                        │..",
                "..│                        │..",
                "..│                        │..",
                "..│ tab done · en… 33/4000 │..",
                "..└────────────────────────┘..",
                "..............................",
            ])
        #expect(frame.cursor == FrameCursor(row: 3, column: 6))
    }

    @Test func onAShortScreenTheRowsScrollToKeepTheCursorInView() {
        // Given six lines over a 6-row screen: room for 3 rows of text
        let sheet = TextAreaSheet(title: "Body", text: "1\n2\n3\n4\n5\n6", limit: 100)
        let frame = sheet.render(over: Frame(width: 30, height: 6))
        // Then the last three lines show, with the cursor on the last
        let shown = rows(of: frame)
        #expect(shown[1].contains("│ 4 "))
        #expect(shown[3].contains("│ 6 "))
        #expect(frame.cursor == FrameCursor(row: 3, column: 5))
        // And moving up past the top scrolls back
        let top = typing([.up, .up, .up, .up, .up], into: sheet).render(over: Frame(width: 30, height: 6))
        #expect(rows(of: top)[1].contains("│ 1 "))
        #expect(top.cursor == FrameCursor(row: 1, column: 5))
    }

    @Test(arguments: [
        "कि हिन्दी पाठ", "ภาษาไทยที่ยาวมาก", "日本語のテキストです", "ﾊﾝｶｸｶﾀｶﾅﾃｷｽﾄ", "👍🏽👩‍👩‍👧 family",
    ])
    func everyRowFitsTheBoxInAnyScript(text: String) {
        // Given the text three times over, as one long line, at 50 columns
        let sheet = TextAreaSheet(title: "Body", text: text + " " + text + " " + text, limit: 4000)
        let frame = sheet.render(over: Frame(width: 50, height: 15))
        // Then every row of the box is exactly as wide as the box, and no character is lost
        let box = rows(of: frame).filter { $0.contains("│") }
        #expect(!box.isEmpty)
        for row in box {
            #expect(DisplayWidth.of(row.trimmingSpacesOutsideTheBox()) == SheetBox.width(forScreenWidth: 50))
        }
        let characters = Array(sheet.text)
        let drawn = TextAreaSheet.rows(of: characters, width: SheetBox.innerWidth(forScreenWidth: 50) - 1)
        #expect(drawn.map { String(characters[$0]) }.joined() == sheet.text)
    }
}

extension String {
    /// The box's part of a drawn row: from its left border to its right one.
    fileprivate func trimmingSpacesOutsideTheBox() -> String {
        guard let left = firstIndex(where: { "│┌└".contains($0) }),
            let right = lastIndex(where: { "│┐┘".contains($0) })
        else { return self }
        return String(self[left...right])
    }
}
