import Testing

@testable import AppCore

@MainActor @Suite struct KeyTableTests {
    private func table(_ log: Log) -> KeyTable {
        KeyTable([
            KeyCommand("enter", label: "open", help: "open the selected post") { log.done.append("open") },
            KeyCommand("j/k", keys: ["j", "down", "k", "up"], label: nil, help: "move") { key in
                log.done.append("move \(key)")
            },
            KeyCommand("d", label: "delete", help: "delete your post (asks first)") {
                log.done.append("delete")
            },
        ])
    }

    @Test func aKeyRunsItsCommandAndAnUnknownKeyIsNotHandled() {
        let log = Log()
        let table = table(log)
        #expect(table.handle("down"))
        #expect(table.handle("enter"))
        #expect(!table.handle("x"))
        #expect(log.done == ["move down", "open"])
    }

    @Test func theFooterShowsLabelledCommandsInTheirOrder() {
        #expect(table(Log()).hints == ["enter open", "d delete"])
    }

    @Test func theHelpListsEveryCommandInAColumn() {
        #expect(
            table(Log()).help == [
                "enter        open the selected post",
                "j/k          move",
                "d            delete your post (asks first)",
            ])
        #expect(table(Log()).handledKeys == ["enter", "j", "down", "k", "up", "d"])
    }
}

@MainActor final class Log {
    var done: [String] = []
}
