import Feature__Name__Testing
import Testing

@testable import Feature__Name__

@MainActor @Suite struct __Name__ScreenTests {
    func makeScreen(_ items: InMemory__Name__Items = InMemory__Name__Items()) -> __Name__Screen {
        __Name__Feature.makeScreen(dependencies: Sample__Name__.dependencies(items: items), onEvent: { _ in })
    }

    @Test func loadedItemsAreListedWithTheSelectionMarked() async {
        // Given a screen whose items loaded
        let screen = makeScreen()
        await screen.model.appear().value
        // When it renders at 30 columns
        let lines = screen.render(width: 30, height: 10)
        // Then each item is a row and the first is selected
        #expect(lines == ["› First __name__ item", "  Second __name__ item", "  Third __name__ item"])
    }

    @Test func beforeTheAnswerTheScreenSaysLoading() async {
        // Given a screen that has not loaded
        let screen = makeScreen()
        // When it renders / Then it says so, to the person and to the shell
        #expect(screen.render(width: 30, height: 10) == ["Loading…"])
        #expect(screen.isLoading)
        // When the answer is in / Then it no longer does
        await screen.model.appear().value
        #expect(screen.isLoading == false)
    }

    @Test func aFailureOffersARetry() async {
        // Given a load that failed
        let screen = makeScreen(InMemory__Name__Items(failure: Fake__Name__Error()))
        await screen.model.appear().value
        // When it renders wide / Then the message and the retry key show
        #expect(screen.render(width: 120, height: 10) == [__Name__ViewModel.loadFailedMessage, "r to retry"])
    }

    @Test func aFailureWrapsItsMessageAtNarrowWidths() async {
        // Given a load that failed
        let screen = makeScreen(InMemory__Name__Items(failure: Fake__Name__Error()))
        await screen.model.appear().value
        // When it renders at 30 columns
        let lines = screen.render(width: 30, height: 10)
        // Then the whole message is there, wrapped at spaces, and the retry key follows
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
        #expect(lines.dropLast().joined(separator: " ") == __Name__ViewModel.loadFailedMessage)
        #expect(lines.last == "r to retry")
    }

    @Test(arguments: [30, 120]) func everyLineFitsTheWidth(width: Int) async {
        // Given long, wide and combining titles
        let titles = [
            String(repeating: "界", count: 80), "e\u{301}" + String(repeating: "x", count: 200), "🙂 ok",
        ]
        let items = InMemory__Name__Items(
            items: titles.enumerated().map { __Name__Item(id: $0.offset, title: $0.element) })
        let screen = makeScreen(items)
        await screen.model.appear().value
        // When it renders
        let lines = screen.render(width: width, height: 2)
        // Then no line is wider than asked and no more lines than asked come back
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(lines[0].hasSuffix("…"))
    }

    @Test(arguments: [23, 31, 47, 80]) func titlesInEveryScriptFit(width: Int) async {
        // Given titles in scripts a terminal draws code point by code point, and emoji sequences
        let titles = [
            "नमस्ते क्षि हिन्दी श्री राष्ट्रीय ज्ञान स्त्री", "ภาษาไทยง่ายนิดเดียว น้ำใจ กำลังใจ",
            "ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ ﾃﾞｰﾀﾍﾞｰｽﾟ", "👍🏽👋🏿🙏🏻 ☝🏽✌🏿 👨‍👩‍👧‍👦 🇯🇵🇫🇷 ❤️‍🔥 a🏽",
        ]
        let items = InMemory__Name__Items(
            items: titles.enumerated().map { __Name__Item(id: $0.offset, title: $0.element) })
        let screen = makeScreen(items)
        await screen.model.appear().value
        // When it renders
        let lines = screen.render(width: width, height: 10)
        // Then every row is there and none is wider than asked
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test func pageDownMovesOneScreenOfRows() async {
        // Given three items shown two rows high
        let screen = makeScreen()
        await screen.model.appear().value
        _ = screen.render(width: 30, height: 2)
        // When a page down is pressed
        #expect(screen.handle(key: "pagedown"))
        // Then the selection moved by the two rows on screen
        #expect(screen.model.selection == 2)
    }

    @Test func keysMoveAndTheShellKeysAreLeftAlone() async {
        // Given loaded items
        let screen = makeScreen()
        await screen.model.appear().value
        // When the user presses j then k, and the shell's own keys
        #expect(screen.handle(key: "j"))
        #expect(screen.model.selection == 1)
        #expect(screen.handle(key: "up"))
        #expect(screen.model.selection == 0)
        // Then the keys the shell owns are not consumed
        for key in ["1", "2", "3", "tab", "q", "?", "escape", "backspace"] {
            #expect(!screen.handle(key: key))
        }
    }

    @Test func anEmptyListSaysSoAndNamesTheScreen() async {
        // Given a source with nothing in it
        let screen = makeScreen(InMemory__Name__Items(items: []))
        // When the screen appears through the shell's entry points
        screen.appear()
        await screen.model.refresh().value
        // Then it says so, with its title and hints
        #expect(screen.render(width: 30, height: 10) == ["Nothing here yet."])
        #expect(screen.title == "__Name__")
        #expect(screen.keyHints == ["enter open", "r refresh"])
        screen.disappear()
    }

    @Test func enterOpensTheSelectedItemAndRReloads() async {
        // Given loaded items and a shell listening for events
        var events: [__Name__Event] = []
        let items = InMemory__Name__Items()
        let screen = __Name__Feature.makeScreen(
            dependencies: Sample__Name__.dependencies(items: items), onEvent: { events.append($0) })
        await screen.model.appear().value
        // When the user presses enter, then r
        #expect(screen.handle(key: "enter"))
        #expect(screen.handle(key: "r"))
        // Then the first item was opened and the items are loading again
        #expect(events == [.openItem(id: 1)])
        #expect(screen.render(width: 30, height: 10) == ["Loading…"])
    }
}
