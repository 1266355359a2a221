import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

@MainActor @Suite struct RenderingTests {
    @Test func loadedSettingsAt30ColumnsRendersExactly() async {
        // Given
        let screen = await SettingsWorld().loadedSettingsScreen()
        // When
        let lines = screen.render(width: 30, height: 20)
        // Then
        #expect(
            lines == [
                "Preferences", "› [x] Colour", "  [ ] Compact feed", "  [ ] Analytics opt-out",
                "  Feature flags ›", "", "Account", "  Ada Lovelace (@ada)",
            ])
    }

    @Test func aLongMessageWrapsAt30Columns() async {
        // Given
        let world = SettingsWorld(preferences: InMemoryPreferencesStore(failsSaving: true))
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("j")
        _ = await screen.press("j")
        _ = await screen.press("space")
        // When
        let lines = screen.render(width: 30, height: 20)
        // Then
        #expect(lines.suffix(3) == ["", "Couldn't save Analytics", "opt-out. It's back as it was."])
    }

    @Test func flagsAt120ColumnsRenderExactly() async {
        // Given
        let screen = await SettingsWorld().loadedFlagsScreen()
        // When
        let lines = screen.render(width: 120, height: 20)
        // Then
        #expect(
            lines == [
                "› new_composer  off · default", "    A bigger editor for writing posts.",
                "  threaded_replies  on · remote", "    Show replies under the post they answer.",
                "  compact_avatars  on · local override", "    Smaller pictures next to names in the feed.",
            ])
    }

    @Test func flagsAt30ColumnsAreTruncatedWithAnEllipsis() async {
        let lines = await SettingsWorld().loadedFlagsScreen().render(width: 30, height: 20)
        #expect(lines[3] == "    Show replies under the po…")
    }

    @Test func aShortScreenKeepsTheSelectedFlagInView() async {
        // Given
        let screen = await SettingsWorld().loadedFlagsScreen()
        // When
        _ = await screen.press("end")
        let lines = screen.render(width: 60, height: 3)
        // Then the window holds whole flags only: the selected one
        #expect(
            lines == [
                "› compact_avatars  on · local override", "    Smaller pictures next to names in the feed.",
            ])
    }

    @Test func pageDownMovesOneScreenOfFlagsAndTheWindowFollows() async {
        // Given the flags shown in 4 rows: two flags of two lines each
        let screen = await SettingsWorld().loadedFlagsScreen()
        _ = screen.render(width: 60, height: 4)
        // When a page down is pressed
        _ = await screen.press("pagedown")
        // Then the selection moved by the two flags on screen; the window scrolled just enough
        #expect(screen.model.selection == 2)
        #expect(
            screen.render(width: 60, height: 4) == [
                "  threaded_replies  on · remote", "    Show replies under the post they answer.",
                "› compact_avatars  on · local override", "    Smaller pictures next to names in the feed.",
            ])
    }

    @Test func aShortScreenKeepsTheMessageAndTheSelectedRow() async {
        // Given
        let world = SettingsWorld(preferences: InMemoryPreferencesStore(failsSaving: true))
        let screen = await world.loadedSettingsScreen()
        _ = await screen.press("space")
        // When
        let lines = screen.render(width: 120, height: 3)
        // Then
        #expect(lines == ["› [x] Colour", "", "Couldn't save Colour. It's back as it was."])
    }

    @Test func userTextCannotSmuggleControlsOrBreakTheWidth() async {
        // Given an account whose name holds escape sequences, bidi overrides and wide characters
        let hostile = SettingsAccount(id: 9, displayName: "\u{1B}[2J李小龍👩‍💻\u{202E}evil\u{7}", handle: "x")
        let world = SettingsWorld(account: InMemoryAccountService(accounts: [hostile], current: hostile))
        let screen = await world.loadedSettingsScreen()
        // When
        let wide = screen.render(width: 120, height: 20)
        let narrow = screen.render(width: 12, height: 20)
        // Then
        #expect(wide.last == "  [2J李小龍👩‍💻evil (@x)")
        #expect(fits(narrow, width: 12, height: 20))
        #expect(narrow.last == "  [2J李小龍…")
    }

    @Test func everyStateFitsAt30And120ColumnsAndAnyHeight() async {
        // Given a screen in each state
        var screens: [(_ width: Int, _ height: Int) -> [String]] = []
        let idle = SettingsWorld().settingsScreen()
        screens.append(idle.render)
        screens.append(await SettingsWorld().loadedSettingsScreen().render)
        screens.append(
            await SettingsWorld(account: InMemoryAccountService(current: nil)).loadedSettingsScreen().render)
        screens.append(
            await SettingsWorld(preferences: InMemoryPreferencesStore(failsLoading: true))
                .loadedSettingsScreen().render)
        let rollback = await SettingsWorld(preferences: InMemoryPreferencesStore(failsSaving: true))
            .loadedSettingsScreen()
        _ = await rollback.press("space")
        screens.append(rollback.render)
        screens.append(SettingsWorld().flagsScreen().render)
        screens.append(await SettingsWorld().loadedFlagsScreen().render)
        screens.append(
            await SettingsWorld(flags: InMemoryFlagsSource(inherited: [])).loadedFlagsScreen().render)
        screens.append(
            await SettingsWorld(flags: InMemoryFlagsSource(failsLoading: true)).loadedFlagsScreen().render)
        // When / Then
        for render in screens {
            for width in [1, 2, 30, 120] {
                for height in [1, 2, 5, 40] {
                    #expect(fits(render(width, height), width: width, height: height))
                }
            }
            #expect(render(0, 10).isEmpty)
            #expect(render(30, 0).isEmpty)
            #expect(!render(30, 40).isEmpty)
        }
    }
}
