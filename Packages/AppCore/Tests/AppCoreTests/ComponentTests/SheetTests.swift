import Testing

@testable import AppCore

@Suite struct TextFieldSheetTests {
    private func typing(_ keys: [Key], into sheet: TextFieldSheet) -> TextFieldSheet {
        var sheet = sheet
        for key in keys { _ = sheet.handle(key) }
        return sheet
    }

    @Test func printableKeysInsertAtTheCursor() {
        // Given an empty field / When "h", "i", left, "X", space are typed
        let sheet = typing(["h", "i", .left, "X", .space], into: TextFieldSheet(title: "Bio", limit: 10))
        // Then the text is edited where the cursor was
        #expect(sheet.text == "hX i")
        #expect(sheet.cursor == 3)
    }

    @Test func backspaceAndDeleteRemoveAroundTheCursor() {
        let start = TextFieldSheet(title: "Bio", text: "abcd", limit: 10)
        let sheet = typing([.left, .left, .backspace, .delete], into: start)
        #expect(sheet.text == "ad")
        #expect(sheet.cursor == 1)
    }

    @Test func cursorStaysInsideTheText() {
        let sheet = typing(
            [.right, .home, .left, "X", .end, .right, "Y"],
            into: TextFieldSheet(title: "", text: "ab", limit: 10))
        #expect(sheet.text == "XabY")
        #expect(sheet.cursor == 4)
    }

    @Test func limitCountsCharactersNotBytes() {
        // Given a field of at most 3 characters
        let sheet = typing(["é", "😀", "日", "x"], into: TextFieldSheet(title: "", limit: 3))
        // Then the fourth character is refused
        #expect(sheet.text == "é😀日")
    }

    @Test func charactersPastTheLimitAreCountedAsNotKept() {
        // Given a field of at most 5 characters
        let field = typing(Key.typing("abcdefg"), into: TextFieldSheet(title: "Bio", limit: 5))
        // Then the counter says what was dropped, in one place with the count
        #expect(field.text == "abcde")
        let text = field.render(over: Frame(width: 60, height: 8)).plainText()
        #expect(text.contains("5/5 · 2 characters not kept"))
        // And a paste that does not fit says so too, in the singular for one
        let pasted = typing([.paste("123456")], into: TextFieldSheet(title: "Bio", limit: 5))
        #expect(
            pasted.render(over: Frame(width: 60, height: 8)).plainText().contains(
                "5/5 · 1 character not kept"))
        // And deleting makes room: the notice goes
        let edited = typing([.backspace], into: field)
        #expect(!edited.render(over: Frame(width: 60, height: 8)).plainText().contains("not kept"))
    }

    @Test func pasteIsFlattenedCutToTheLimitAndItsEscapeLeftOutNotRewritten() {
        let sheet = typing([.paste("a\nb\u{1B}[2J and more")], into: TextFieldSheet(title: "", limit: 8))
        #expect(sheet.text == "a b[2J a")
        #expect(!sheet.text.unicodeScalars.contains("\u{FFFD}"))
    }

    @Test func aFormattingCharacterPastedIsLeftOutAndNamedInTheSheet() {
        // Given a body pasted with a right-to-left override in it
        var area = TextAreaSheet(title: "Body", limit: 100)
        _ = area.handle(.paste("invoice\u{202E}fdp.exe\nnext line"), screenWidth: 80)
        // Then what was typed is kept without it, never turned into "�"
        #expect(area.text == "invoicefdp.exe\nnext line")
        // And the sheet names what it left out, and what kind of character that is
        let drawn = area.render(over: Frame(width: 80, height: 20)).plainText()
        #expect(drawn.contains("Left out U+202E (right-to-left override): a formatting"))
        // And a field given such text to start from (a kept draft) says the same
        let field = TextFieldSheet(title: "Title", text: "a\u{2066}b", limit: 20)
        #expect(field.text == "ab")
        #expect(
            field.render(over: Frame(width: 80, height: 10)).plainText().contains(
                "Left out U+2066 (left-to-right isolate)"))
    }

    @Test func enterSubmitsAndEscapeCancels() {
        var sheet = TextFieldSheet(title: "", text: "hello", limit: 10)
        #expect(sheet.handle("x") == .editing)
        #expect(sheet.handle(.enter) == .submitted("hellox"))
        #expect(sheet.handle(.escape) == .cancelled)
    }

    @Test func ctrlUClearsBeforeTheCursor() {
        let sheet = typing([.left, .ctrl("u")], into: TextFieldSheet(title: "", text: "abc", limit: 10))
        #expect(sheet.text == "c")
        #expect(sheet.cursor == 0)
    }

    @Test func rendersABoxWithTheCursorAt30Columns() {
        // Given a field with "hi" over an 8-row, 30-column screen
        let sheet = TextFieldSheet(title: "Edit bio", text: "hi", limit: 160)
        let content = Frame(
            width: 30, height: 8, lines: Array(repeating: "..............................", count: 8))
        // When it renders over the content
        let frame = sheet.render(over: content)
        // Then a centred box shows the text, the hints and the count, and the cursor follows "hi"
        #expect(
            frame.plainText().split(separator: "\n", omittingEmptySubsequences: false) == [
                "..............................",
                "..............................",
                "..┌─ Edit bio ─────────────┐..",
                "..│ hi                     │..",
                "..│ enter done · es… 2/160 │..",
                "..└────────────────────────┘..",
                "..............................",
                "..............................",
            ])
        #expect(frame.cursor == FrameCursor(row: 3, column: 6))
    }

    @Test func boxIsAtMost60ColumnsAt120Columns() {
        let sheet = TextFieldSheet(title: "Edit bio", text: "", limit: 160)
        let frame = sheet.render(over: Frame(width: 120, height: 6))
        #expect(
            frame.lines[1].plainText == String(repeating: " ", count: 30) + "┌─ Edit bio "
                + String(repeating: "─", count: 47) + "┐")
        #expect(
            frame.lines[3].plainText.hasSuffix("│ enter done · esc cancel                            0/160 │")
        )
        #expect(frame.cursor == FrameCursor(row: 2, column: 32))
    }

    @Test func longTextScrollsToKeepTheCursorVisible() {
        let sheet = TextFieldSheet(title: "", text: "abcdefghij", limit: 100)
        let visible = sheet.visibleText(width: 5)
        #expect(visible.text == "ghij ")
        #expect(visible.cursorColumn == 4)
    }
}

@Suite struct ConfirmSheetTests {
    private let sheet = ConfirmSheet(message: "Delete this post?")

    @Test(arguments: ["y", "Y", .enter] as [Key])
    func yesKeysConfirm(key: Key) {
        #expect(sheet.handle(key) == .confirmed)
    }

    @Test(arguments: ["n", "N", .escape, .backspace] as [Key])
    func noKeysDecline(key: Key) {
        #expect(sheet.handle(key) == .declined)
    }

    @Test func otherKeysKeepTheQuestionOpen() {
        #expect(sheet.handle("j") == .pending)
    }

    @Test func rendersACentredQuestionAt30Columns() {
        let frame = sheet.render(over: Frame(width: 30, height: 7))
        #expect(
            frame.plainText().split(separator: "\n", omittingEmptySubsequences: false) == [
                "",
                "  ┌─ Confirm ──────────────┐",
                "  │ Delete this post?      │",
                "  │                        │",
                "  │ y yes · n no           │",
                "  └────────────────────────┘",
                "",
            ])
        #expect(frame.cursor == nil)
    }
}

@Suite struct InfoSheetTests {
    @Test func rendersItsLinesAndTheClosingHintInACentredBox() {
        // Given a help box over a 30 x 8 screen
        let sheet = InfoSheet(title: "Keys", lines: [.text("q quit"), .text("? help")])
        // When
        let frame = sheet.render(over: Frame(width: 30, height: 8))
        // Then
        #expect(
            frame.plainText().split(separator: "\n", omittingEmptySubsequences: false) == [
                "",
                "  ┌─ Keys ─────────────────┐",
                "  │ q quit                 │",
                "  │ ? help                 │",
                "  │                        │",
                "  │ any key closes         │",
                "  └────────────────────────┘",
                "",
            ])
        #expect(frame.cursor == nil)
    }

    @Test func onAShortScreenTheBoxKeepsItsBorderAndHint() {
        // Given more lines than rows
        let sheet = InfoSheet(title: "Keys", lines: (1...20).map { .text("line \($0)") })
        // When
        let frame = sheet.render(over: Frame(width: 30, height: 8))
        let lines = frame.plainText().split(separator: "\n", omittingEmptySubsequences: false)
        // Then the box still ends with the whole hint, now saying how to scroll and that other
        // keys close it (wrapped, not cut), inside the frame
        #expect(lines.count == 8)
        #expect(lines[5].contains("j/k, pgdn/pgup scroll;"))
        #expect(lines[6].contains("other keys close"))
        #expect(lines[7].contains("└"))
    }

    @Test(arguments: ["j", "k", "g", "G", .space, .pageDown, .down, "q", "x", .escape, .enter] as [Key])
    func whenEverythingFitsEveryKeyClosesIt(key: Key) {
        // Given a help that fits, which says "any key closes"
        let sheet = InfoSheet(title: "Keys", lines: [.text("q quit"), .text("? help")])
        #expect(sheet.render(over: Frame(width: 30, height: 8)).plainText().contains("any key closes"))
        // Then every key closes it, the list keys and q too
        #expect(sheet.response(to: key, width: 30, height: 8) == .close)
    }

    @Test func whenItScrollsTheListKeysScrollItAndEveryOtherKeyClosesIt() {
        // Given 20 lines where 3 fit (the hint takes two rows at 30 columns)
        var sheet = InfoSheet(title: "Keys", lines: (1...20).map { .text("line \($0)") })
        let last = sheet.maximumOffset(width: 30, height: 8)
        #expect(last == 17)
        // Then the list keys move it, a line, a page, to the ends
        #expect(sheet.response(to: "j", width: 30, height: 8) == .scroll(to: 1))
        #expect(sheet.response(to: .down, width: 30, height: 8) == .scroll(to: 1))
        #expect(sheet.response(to: .pageDown, width: 30, height: 8) == .scroll(to: 3))
        #expect(sheet.response(to: .space, width: 30, height: 8) == .scroll(to: 3))
        #expect(sheet.response(to: "G", width: 30, height: 8) == .scroll(to: last))
        sheet.offset = 5
        #expect(sheet.response(to: "k", width: 30, height: 8) == .scroll(to: 4))
        #expect(sheet.response(to: "g", width: 30, height: 8) == .scroll(to: 0))
        // And every other key closes it, q too (it closes the help, it does not quit)
        for key: Key in ["q", "x", .escape, .enter, "?"] {
            #expect(sheet.response(to: key, width: 30, height: 8) == .close, "\(key)")
        }
    }

    @Test func anOffsetScrollsTheWindowAndStopsAtTheLastLine() {
        // Given 20 lines on a screen with room for 4 (the hint fits one row at 60 columns)
        var sheet = InfoSheet(title: "Keys", lines: (1...20).map { .text("line \($0)") })
        #expect(sheet.maximumOffset(width: 60, height: 8) == 16)
        // When scrolled past the end
        sheet.offset = 99
        let text = sheet.render(over: Frame(width: 60, height: 8)).plainText()
        // Then the last four lines show
        #expect(text.contains("line 17") && text.contains("line 20"))
        #expect(!text.contains("line 16"))
    }

    @Test func keysStandInAColumnAsWideAsTheWidestAndLongLinesWrap() {
        let sheet = InfoSheet(
            title: "Keys",
            lines: [
                .key(KeyHelp(key: "q", text: "quit")), .key(KeyHelp(key: "j/k", text: "move")),
                .text("a long line that needs two rows here"),
            ])
        let lines = sheet.render(over: Frame(width: 30, height: 10)).plainText().split(separator: "\n")
        #expect(lines.contains { $0.contains("│ q    quit ") })
        #expect(lines.contains { $0.contains("│ j/k  move ") })
        #expect(lines.contains { $0.contains("│ a long line that needs │") })
        #expect(lines.contains { $0.contains("│ two rows here ") })
    }

    @Test func aKeyLineWrapsWithinItsSecondColumnSoTheKeyStandsAlone() {
        // Given a help line in two columns, too long for a 30-column window
        let sheet = InfoSheet(
            title: "Keys",
            lines: [
                .key(KeyHelp(key: "s", text: "sign in as another profile of this database")),
                .key(KeyHelp(key: "enter", text: "open")),
            ])
        // When
        let lines = sheet.render(over: Frame(width: 30, height: 10)).plainText().split(separator: "\n")
        // Then the description wraps under itself, never under the key
        let body = lines.filter { $0.contains("│ ") && !$0.contains("closes") }.map {
            $0.split(separator: "│")[1]
        }
        #expect(body.first?.hasPrefix(" s      sign") == true)
        #expect(body.contains { $0.hasPrefix(" enter  open") })
        let continued = body.dropFirst().prefix { !$0.hasPrefix(" enter") }
        #expect(!continued.isEmpty)
        #expect(continued.filter { !$0.allSatisfy(\.isWhitespace) }.allSatisfy { $0.hasPrefix("        ") })
    }

    @Test func hostileTitlesAndLinesAreDrawnHarmless() {
        let sheet = InfoSheet(
            title: "\u{1B}]0;pwned\u{07}",
            lines: [.text("\u{9B}2J"), .key(KeyHelp(key: "\u{1B}[2J", text: "\u{07}"))])
        let text = sheet.render(over: Frame(width: 40, height: 8)).plainText()
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 })
    }
}

@Suite struct LongSheetTitleTests {
    @Test func aTitleTooLongForTheBorderWrapsInsideTheBoxAndKeepsTheCursorOnTheField() {
        // Given a prompt that names what it acts on, at 40 columns
        let title = "Type your handle to confirm deleting the account of Grace Hopper"
        let sheet = TextFieldSheet(title: title, text: "gr", limit: 30)
        // When
        let frame = sheet.render(over: Frame(width: 40, height: 12))
        let text = frame.plainText()
        // Then every word of the title is there, none cut
        for word in title.split(separator: " ") { #expect(text.contains(word), "\(word)") }
        #expect(!text.contains("…"))
        // And the cursor sits on the field, just after "gr"
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        let cursor = frame.cursor.map { rows[$0.row] }
        #expect(cursor?.contains("gr") == true)
    }

    @Test func aShortTitleStaysInTheBorder() {
        let frame = ConfirmSheet(title: "Delete", message: "Delete it?").render(
            over: Frame(width: 40, height: 8))
        #expect(frame.plainText().contains("┌─ Delete ─"))
    }
}
