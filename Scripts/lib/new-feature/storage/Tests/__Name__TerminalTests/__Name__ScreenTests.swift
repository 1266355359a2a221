import AppCore
import Feature__Name__
import Feature__Name__Testing
import Testing

@testable import __Name__Terminal

@MainActor @Suite(.timeLimit(.minutes(1))) struct __Name__ScreenTests {
    private func loadedScreen(
        _ items: InMemory__Name__Items = InMemory__Name__Items(),
        prompt: any __Name__Prompt = __Name__NoPrompt()
    ) async -> __Name__Screen {
        let screen = __Name__Screen(
            model: __Name__Feature.makeViewModel(
                dependencies: Sample__Name__.dependencies(items: items, prompt: prompt), onEvent: { _ in }))
        screen.appear()
        await screen.settled()
        return screen
    }

    @Test func loadedItemsAreListedWithTheirAuthorAndTheSelectionMarked() async {
        let screen = await loadedScreen()
        let lines = screen.plainLines(width: 30, height: 10)
        #expect(lines.first == "› First __name__ item")
        #expect(lines.dropFirst().first == "    @me")
        screen.disappear()
    }

    @Test func nAddsAnItemAskedForAndSaysSo() async {
        let screen = await loadedScreen(prompt: Scripted__Name__Prompt(["Bread"]))
        #expect(screen.handle("n"))
        await screen.settled()
        let lines = screen.plainLines(width: 30, height: 10)
        #expect(lines.first == "Item added.")
        #expect(lines.contains("› Bread"))
        screen.disappear()
    }

    @Test func dDeletesOnlyYourOwnItem() async {
        let screen = await loadedScreen()
        _ = screen.plainLines(width: 30, height: 10)
        // Mine is selected: d is there and deletes it
        #expect(screen.keys.handles("d"))
        #expect(screen.handle("d"))
        await screen.settled()
        #expect(!screen.plainLines(width: 30, height: 10).contains { $0.contains("First") })
        // Someone else's is selected: no d
        #expect(!screen.keys.handles("d"))
        screen.disappear()
    }

    @Test func theShellsKeysAreLeftToTheShell() async {
        let screen = await loadedScreen()
        for key: Key in ["1", "2", .tab, "q", "?", .escape, .backspace, "x"] {
            #expect(!screen.handle(key), "\(key)")
        }
        screen.disappear()
    }

    @Test(arguments: [23, 31, 47, 80]) func titlesInEveryScriptFit(width: Int) async {
        let titles = [
            "नमस्ते क्षि हिन्दी श्री राष्ट्रीय ज्ञान स्त्री", "ภาษาไทยง่ายนิดเดียว น้ำใจ กำลังใจ",
            "ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ ﾃﾞｰﾀﾍﾞｰｽﾟ", "👍🏽👋🏿🙏🏻 ☝🏽✌🏿 👨‍👩‍👧‍👦 🇯🇵🇫🇷 ❤️‍🔥 a🏽", "\u{1B}]0;pwned\u{7}",
        ]
        let screen = await loadedScreen(
            InMemory__Name__Items(
                items: titles.enumerated().map {
                    __Name__Item(id: $0.offset, title: $0.element, author: "@مرحبا")
                }))
        let lines = screen.plainLines(width: width, height: 20)
        #expect(lines.count == titles.count * 2)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(!lines.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        screen.disappear()
    }
}
