import AppCore
import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import SettingsTerminal

@MainActor @Suite(.timeLimit(.minutes(1))) struct RenderingTests {
    @Test func loadedSettingsAt30ColumnsRendersExactly() async {
        // Given
        let screen = await ScreenWorld().loadedSettingsScreen()
        // When
        let lines = screen.plainLines(width: 30, height: 20)
        // Then
        #expect(
            lines == [
                "Preferences", "› [x] Colour", "  [ ] Compact feed", "  [ ] Analytics opt-out",
                "  Feature flags ›", "", "Account", "  Ada Lovelace (@ada)",
            ])
    }

    @Test func loadingAndAFailedLoadSaySo() async {
        let loading = ScreenWorld().settingsScreen()
        #expect(loading.plainLines(width: 60, height: 10) == ["Loading…"])
        let failed = await ScreenWorld(
            account: InMemoryAccountService(loadFailure: .unreachable("db.example:5432"))
        )
        .loadedSettingsScreen()
        #expect(
            failed.plainLines(width: 80, height: 10) == [
                "Couldn't load your settings: the team server at db.example:5432 is unreachable.",
                "r to retry",
            ])
    }

    @Test func aLongMessageWrapsAt30Columns() async {
        // Given
        let world = ScreenWorld(
            preferences: InMemorySettingsPreferencesStore(saveFailure: .unavailable("gone")))
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("j")
        _ = await screen.press("j")
        _ = await screen.press(.space)
        // When
        let lines = screen.plainLines(width: 30, height: 20)
        // Then
        // Then it is first on the screen, where every screen says what the last action did
        #expect(lines.prefix(3) == ["! Couldn't save Analytics", "opt-out: gone. It's back as it", "was."])
    }

    @Test func theTeamNoteWrapsWholeAtEveryWidth() async {
        let world = ScreenWorld(
            account: InMemoryAccountService(mode: .databaseLogin(SampleSettings.teamLogin)))
        let screen = await world.loadedSettingsScreen()
        let text = screen.plainLines(width: 200, height: 30).joined(separator: "\n")
        #expect(text.contains("Ada Lovelace (@ada)"))
        #expect(text.contains("database login ada on db.example:5432/mosaic"))
        #expect(text.contains("mosaic --postgres postgres://HANDLE@db.example:5432/mosaic"))
        #expect(fits(screen.plainLines(width: 30, height: 30), width: 30, height: 30))
    }

    @Test func flagsAt120ColumnsRenderExactly() async {
        let screen = await ScreenWorld().loadedFlagsScreen()
        #expect(
            screen.plainLines(width: 120, height: 20) == [
                "› feed.like_counts  on · default", "    Show like counts in the feed",
                "  profile.new_badge  off · local override", "    Mark people who joined this month",
            ])
    }

    @Test func flagsAt30ColumnsAreCutWithAnEllipsis() async {
        let lines = await ScreenWorld().loadedFlagsScreen().plainLines(width: 30, height: 20)
        #expect(lines[3] == "    Mark people who joined th…")
    }

    @Test func noFlagsIsOneSentence() async {
        let screen = await ScreenWorld(flags: InMemoryFlagsSource(inherited: [])).loadedFlagsScreen()
        #expect(
            screen.plainLines(width: 60, height: 10) == [
                "No feature flags are defined yet. r to check again."
            ])
    }

    @Test func aShortScreenKeepsTheSelectedFlagInView() async {
        let screen = await ScreenWorld().loadedFlagsScreen()
        _ = await screen.press(.end)
        #expect(
            screen.plainLines(width: 60, height: 3) == [
                "› profile.new_badge  off · local override", "    Mark people who joined this month",
            ])
    }

    @Test func pageDownMovesOneScreenOfFlagsAndTheWindowFollows() async {
        // Given three flags shown two at a time (two lines each)
        let flags =
            SampleSettings.inheritedFlags + [
                SettingsFlag(
                    name: "feed.compact", description: "One line per post", isOn: false, source: .default)
            ]
        let screen = await ScreenWorld(flags: InMemoryFlagsSource(inherited: flags, overrides: [:]))
            .loadedFlagsScreen()
        _ = screen.plainLines(width: 60, height: 4)
        // When
        _ = await screen.press(.pageDown)
        // Then the selection moved by the two flags on screen; the window scrolled just enough
        #expect(screen.viewport.selectedIndex == 2)
        #expect(
            screen.plainLines(width: 60, height: 4) == [
                "  profile.new_badge  on · remote", "    Mark people who joined this month",
                "› feed.compact  off · default", "    One line per post",
            ])
    }

    @Test func aShortScreenKeepsTheMessageAndTheSelectedRow() async {
        let world = ScreenWorld(
            preferences: InMemorySettingsPreferencesStore(saveFailure: .unavailable("gone")))
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press(.space)
        #expect(
            screen.plainLines(width: 120, height: 3) == [
                "! Couldn't save Colour: gone. It's back as it was.", "Preferences", "› [x] Colour",
            ])
    }

    @Test func userTextCannotSmuggleControlsOrBreakTheWidth() async {
        // Given an account whose name holds escape sequences, bidi overrides and wide characters
        let hostile = SettingsAccount(id: 9, displayName: "\u{1B}[2J李小龍👩‍💻\u{202E}evil\u{7}", handle: "x")
        let world = ScreenWorld(account: InMemoryAccountService(accounts: [hostile], current: hostile))
        let screen = await world.loadedSettingsScreen()
        // When
        let wide = screen.plainLines(width: 120, height: 20)
        let narrow = screen.plainLines(width: 12, height: 20)
        // Then each control became a visible, inert placeholder
        #expect(wide.last == "  \u{FFFD}[2J李小龍👩‍💻\u{FFFD}evil\u{FFFD} (@x)")
        #expect(!wide.joined().unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
        #expect(fits(narrow, width: 12, height: 20))
    }

    @Test func everyStateFitsAtAnyWidthAndHeight() async {
        // Given a screen in each state
        var screens: [(_ width: Int, _ height: Int) -> [String]] = []
        screens.append(ScreenWorld().settingsScreen().plainLines)
        screens.append(await ScreenWorld().loadedSettingsScreen().plainLines)
        screens.append(
            await ScreenWorld(account: InMemoryAccountService(current: nil)).loadedSettingsScreen().plainLines
        )
        screens.append(
            await ScreenWorld(account: InMemoryAccountService(mode: .databaseLogin(SampleSettings.teamLogin)))
                .loadedSettingsScreen().plainLines)
        screens.append(
            await ScreenWorld(
                preferences: InMemorySettingsPreferencesStore(loadFailure: .unavailable("gone"))
            )
            .loadedSettingsScreen().plainLines)
        let rollback = await ScreenWorld(
            preferences: InMemorySettingsPreferencesStore(saveFailure: .unavailable("gone"))
        )
        .loadedSettingsScreen()
        _ = await rollback.press(.space)
        screens.append(rollback.plainLines)
        screens.append(ScreenWorld().flagsScreen().plainLines)
        screens.append(await ScreenWorld().loadedFlagsScreen().plainLines)
        screens.append(
            await ScreenWorld(flags: InMemoryFlagsSource(inherited: [])).loadedFlagsScreen().plainLines)
        screens.append(
            await ScreenWorld(flags: InMemoryFlagsSource(loadFailure: .unavailable("gone")))
                .loadedFlagsScreen().plainLines)
        // When / Then
        for render in screens {
            for width in [1, 2, 30, 50, 80, 120] {
                for height in [1, 2, 5, 9, 40] {
                    #expect(fits(render(width, height), width: width, height: height))
                }
            }
            #expect(render(0, 10).isEmpty)
            #expect(render(30, 0).isEmpty)
            #expect(!render(30, 40).isEmpty)
        }
    }
}
