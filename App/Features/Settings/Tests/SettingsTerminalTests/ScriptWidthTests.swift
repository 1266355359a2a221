import AppCore
import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import SettingsTerminal

/// Accounts and flags written in scripts whose width terminals count code point by code point
/// (Devanagari, Thai, halfwidth katakana with sound marks, emoji with skin tones) fit every
/// width the shell uses, on the Settings screen and the flags screen.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ScriptWidthTests {
    nonisolated static let widths = [23, 31, 47, 80]

    static let texts = [
        "नमस्ते क्षि हिन्दी श्री राष्ट्रीय ज्ञान",
        "ภาษาไทยง่ายนิดเดียว น้ำใจ กำลังใจ",
        "ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ ﾃﾞｰﾀﾍﾞｰｽﾟ",
        "👍🏽👋🏿🙏🏻 ☝🏽✌🏿 👨‍👩‍👧‍👦 🇯🇵🇫🇷 ❤️‍🔥 a🏽",
    ]

    @Test(arguments: widths) func settingsWithAnAccountInEveryScriptFit(width: Int) async {
        for (index, name) in Self.texts.enumerated() {
            let account = SettingsAccount(id: index, displayName: name, handle: "ｶﾞ\(index)")
            let world = ScreenWorld(account: InMemoryAccountService(accounts: [account], current: account))
            let screen = await world.loadedSettingsScreen()
            let lines = screen.plainLines(width: width, height: 12)
            #expect(lines.last?.hasPrefix("  " + name.prefix(3)) == true, "\(lines)")
            #expect(fits(lines, width: width, height: 12), "\(name) at \(width): \(lines)")
        }
    }

    @Test(arguments: widths) func flagsDescribedInEveryScriptFit(width: Int) async {
        let flags = Self.texts.enumerated().map { index, text in
            SettingsFlag(
                name: "flag_\(index)_" + text.prefix(4), description: text, isOn: true, source: .remote)
        }
        let screen = await ScreenWorld(flags: InMemoryFlagsSource(inherited: flags, overrides: [:]))
            .loadedFlagsScreen()
        for key: Key? in [nil, .pageDown, .end] {
            if let key { _ = await screen.press(key) }
            let lines = screen.plainLines(width: width, height: 5)
            #expect(lines.count == 4, "\(lines)")
            #expect(fits(lines, width: width, height: 5), "\(key) at \(width): \(lines)")
        }
    }

    @Test func theAccountLineAt23ColumnsIsCutAtWholeClusters() async {
        // Given a Devanagari account name
        let account = SettingsAccount(id: 1, displayName: Self.texts[0], handle: "priya")
        let world = ScreenWorld(account: InMemoryAccountService(accounts: [account], current: account))
        let screen = await world.loadedSettingsScreen()
        // When Settings renders 23 columns wide
        let lines = screen.plainLines(width: 23, height: 12)
        // Then the account line stops before the cluster that would pass column 22
        #expect(lines.last == "  नमस्ते क्षि हिन्दी श्री …")
        #expect(DisplayWidth.of(lines.last ?? "") == 22)
    }

    @Test func theWideBracketsAndVerticalFormsAreWideHereToo() {
        // The same table as AppCore's (Shared/ is generated from it): U+2329 and U+FE10 are wide.
        #expect(DisplayWidth.of("\u{2329}") == 2)
        #expect(DisplayWidth.of("\u{FE10}") == 2)
    }
}
