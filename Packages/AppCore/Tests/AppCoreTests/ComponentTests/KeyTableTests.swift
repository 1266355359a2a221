import Testing

@testable import AppCore

@MainActor @Suite struct KeyTableTests {
    private func table(_ log: Log) -> KeyTable {
        KeyTable([
            KeyCommand(.enter, label: "open", help: "open the selected post") { log.done.append("open") },
            KeyCommand("j", .down, "k", .up, shown: "j/k", label: nil, help: "move") { key in
                log.done.append("move \(key)")
            },
            KeyCommand("d", label: "delete", help: "delete your post (asks first)") {
                log.done.append("delete")
            },
            KeyCommand(.paste(""), label: nil, help: "open a pasted link") { key in
                log.done.append("pasted \(key.typedText ?? "")")
            },
        ])
    }

    @Test func aKeyRunsItsCommandAndAnUnknownKeyIsNotHandled() {
        let log = Log()
        let table = table(log)
        #expect(table.handle(.down))
        #expect(table.handle(.enter))
        #expect(!table.handle("x"))
        #expect(log.done == ["move ↓", "open"])
    }

    @Test func aPasteReachesTheCommandThatTakesPastesWithItsText() {
        // Given a table with a command for pastes
        let log = Log()
        // When text is pasted
        #expect(table(log).handle(.paste("mosaic://post/3")))
        // Then that command runs with the pasted text
        #expect(log.done == ["pasted mosaic://post/3"])
        #expect(!KeyTable([]).handle(.paste("x")))
    }

    @Test func theFirstCommandForAKeyWins() {
        let log = Log()
        let table = KeyTable(
            [
                KeyCommand(.space, label: "toggle", help: "toggle") { log.done.append("toggle") }
            ] + ListKeys.selecting("row") { _ in log.done.append("page") })
        table.handle(.space)
        #expect(log.done == ["toggle"])
    }

    @Test func theFooterShowsLabelledCommandsInTheirOrder() {
        #expect(table(Log()).hints == [KeyHint("enter", "open"), KeyHint("d", "delete")])
    }

    @Test func theHelpListsEveryCommandAsKeyAndText() {
        #expect(
            table(Log()).help == [
                KeyHelp(key: "enter", text: "open the selected post"),
                KeyHelp(key: "j/k", text: "move"),
                KeyHelp(key: "d", text: "delete your post (asks first)"),
                KeyHelp(key: "paste (0 characters)", text: "open a pasted link"),
            ])
    }

    @Test func listKeysAreOneTableForListsAndTexts() {
        // Given the shared list keys, for a list and for a long text
        var steps: [ListKeys.Step] = []
        let list = KeyTable(ListKeys.selecting("post") { steps.append($0) })
        let text = KeyTable(ListKeys.scrolling("the post", spacePages: false) { steps.append($0) })
        // When each key is pressed
        for key: Key in [.down, "j", .up, "k", .pageDown, .space, .pageUp, .home, "g", .end, "G"] {
            list.handle(key)
        }
        // Then they move the same way, and a text that leaves space free does not page with it
        #expect(
            steps == [
                .next, .next, .previous, .previous, .pageDown, .pageDown, .pageUp, .first, .first, .last,
                .last,
            ])
        #expect(!text.handles(.space))
        #expect(list.help.map(\.key) == text.help.map(\.key))
        #expect(text.hints == [KeyHint("j/k", "scroll")])
    }
}

@MainActor final class Log {
    var done: [String] = []
}
