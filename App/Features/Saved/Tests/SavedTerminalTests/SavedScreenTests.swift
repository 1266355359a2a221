import AppCore
import FeatureSaved
import FeatureSavedTesting
import Testing

@testable import SavedTerminal

@MainActor @Suite(.timeLimit(.minutes(1))) struct SavedScreenTests {
    private func loadedScreen(
        _ items: InMemorySavedItems = InMemorySavedItems(),
        onEvent: @escaping @MainActor (SavedEvent) -> Void = { _ in }
    ) async -> SavedScreen {
        let screen = SavedScreen(
            model: SavedFeature.makeViewModel(
                dependencies: SampleSaved.dependencies(items: items), onEvent: onEvent))
        screen.appear()
        await screen.settled()
        return screen
    }

    @Test func loadedItemsAreListedWithTheSelectionMarked() async {
        let screen = await loadedScreen()
        #expect(
            screen.plainLines(width: 30, height: 10) == [
                "› First saved item", "  Second saved item", "  Third saved item",
            ])
    }

    @Test func beforeTheAnswerTheScreenSaysLoading() async {
        let screen = SavedScreen(
            model: SavedFeature.makeViewModel(
                dependencies: SampleSaved.dependencies(items: InMemorySavedItems()), onEvent: { _ in }))
        #expect(screen.plainLines(width: 30, height: 10) == ["Loading…"])
        #expect(screen.isLoading)
    }

    @Test func theShellsKeysAreLeftToTheShell() async {
        let screen = await loadedScreen()
        for key: Key in ["1", "2", .tab, "q", "?", .escape, .backspace, "x"] {
            #expect(!screen.handle(key), "\(key)")
        }
    }

    @Test func pageDownMovesOneScreenOfRows() async {
        // Given three items shown two rows high
        let screen = await loadedScreen()
        _ = screen.plainLines(width: 30, height: 2)
        // When a page down is pressed
        #expect(screen.handle(.pageDown))
        // Then the last item is selected
        #expect(screen.plainLines(width: 30, height: 2).last == "› Third saved item")
    }

    @Test func enterOpensTheSelectedItem() async {
        var opened: [SavedEvent] = []
        let screen = await loadedScreen(onEvent: { opened.append($0) })
        _ = screen.plainLines(width: 30, height: 10)
        _ = screen.handle("j")
        _ = screen.handle(.enter)
        await screen.settled()
        #expect(opened == [.openItem(id: 2)])
    }

    @Test(arguments: [23, 31, 47, 80]) func titlesInEveryScriptFit(width: Int) async {
        // Given titles in scripts a terminal draws code point by code point, and emoji sequences
        let titles = [
            "नमस्ते क्षि हिन्दी श्री राष्ट्रीय ज्ञान स्त्री", "ภาษาไทยง่ายนิดเดียว น้ำใจ กำลังใจ",
            "ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ ﾃﾞｰﾀﾍﾞｰｽﾟ", "👍🏽👋🏿🙏🏻 ☝🏽✌🏿 👨‍👩‍👧‍👦 🇯🇵🇫🇷 ❤️‍🔥 a🏽", "\u{1B}]0;pwned\u{7}",
        ]
        let screen = await loadedScreen(
            InMemorySavedItems(
                items: titles.enumerated().map { SavedItem(id: $0.offset, title: $0.element) }))
        // When it renders
        let lines = screen.plainLines(width: width, height: 10)
        // Then every row is there, none is wider than asked, and no escape byte gets through
        #expect(lines.count == titles.count)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(!lines.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
