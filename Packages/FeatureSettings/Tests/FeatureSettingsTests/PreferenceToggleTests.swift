import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

@MainActor @Suite struct PreferenceToggleTests {
    @Test func spaceFlipsTheSelectedPreferenceAndSavesIt() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("down")
        let used = await screen.press("space")
        // Then
        #expect(used)
        #expect(await world.preferences.preferences.compactFeed)
        #expect(screen.render(width: 60, height: 20)[2] == "› [x] Compact feed")
        #expect(screen.model.message == nil)
    }

    @Test func enterOnAPreferenceAlsoFlipsIt() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("enter")
        // Then
        #expect(await world.preferences.preferences.useColour == false)
    }

    @Test func aFailedSaveRollsBackAndSaysSo() async {
        // Given
        let world = SettingsWorld(preferences: InMemoryPreferencesStore(failsSaving: true))
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("space")
        // Then
        #expect(
            screen.model.state
                == .loaded(
                    SettingsSnapshot(preferences: SampleSettings.preferences, account: SampleSettings.ada)))
        #expect(screen.model.message == "Couldn't save Colour. It's back as it was.")
        #expect(screen.render(width: 60, height: 20).last == "Couldn't save Colour. It's back as it was.")
        #expect(world.analytics.events.isEmpty)
    }

    @Test func theChangeShowsBeforeTheSaveFinishes() async {
        // Given a slow store
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        await world.preferences.configure(latency: .seconds(30))
        // When
        _ = screen.handle(key: "space")
        await Task.yield()
        // Then the row already shows the new value
        #expect(screen.render(width: 60, height: 20)[1] == "› [ ] Colour")
        screen.pendingWork?.cancel()
        await screen.pendingWork?.value
        // And a cancelled save rolls back like any failure
        #expect(screen.render(width: 60, height: 20)[1] == "› [x] Colour")
    }

    @Test func aSuccessfulChangeIsTracked() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("space")
        // Then
        #expect(
            world.analytics.events == [
                TrackedEvent(
                    name: "settings.preference_changed", properties: ["preference": "colour", "value": "off"])
            ])
    }

    @Test func nothingIsTrackedWhenOptedOut() async {
        // Given
        let optedOut = SettingsPreferences(useColour: true, compactFeed: false, analyticsOptOut: true)
        let world = SettingsWorld(preferences: InMemoryPreferencesStore(preferences: optedOut))
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("space")
        _ = await screen.press("down")
        _ = await screen.press("space")
        // Then
        #expect(await world.preferences.savedChanges.count == 2)
        #expect(world.analytics.events.isEmpty)
    }

    @Test func turningOptOutOnSendsNothing() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("end")
        _ = await screen.press("up")
        _ = await screen.press("space")
        // Then
        #expect(await world.preferences.preferences.analyticsOptOut)
        #expect(world.analytics.events.isEmpty)
    }

    @Test func turningOptOutOffMaySend() async {
        // Given
        let optedOut = SettingsPreferences(useColour: true, compactFeed: false, analyticsOptOut: true)
        let world = SettingsWorld(preferences: InMemoryPreferencesStore(preferences: optedOut))
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("down")
        _ = await screen.press("j")
        _ = await screen.press("space")
        // Then
        #expect(world.eventNames == ["settings.preference_changed"])
        #expect(world.analytics.events.first?.properties["preference"] == "analytics_opt_out")
    }

    @Test func enterOnFeatureFlagsAsksTheShellToOpenThem() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        // When
        _ = await screen.press("end")
        let spaceUsed = await screen.press("space")
        let enterUsed = await screen.press("enter")
        // Then
        #expect(!spaceUsed)
        #expect(enterUsed)
        #expect(world.events == [.openFlags])
    }

    @Test func selectionStaysInsideTheRows() async {
        // Given a screen on show, tall enough for every row
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        _ = screen.render(width: 30, height: 20)
        // When / Then
        _ = await screen.press("k")
        #expect(screen.model.selection == 0)
        _ = await screen.press("pagedown")
        #expect(screen.model.selection == 3)
        _ = await screen.press("pageup")
        #expect(screen.model.selection == 0)
        _ = await screen.press("end")
        _ = await screen.press("home")
        #expect(screen.model.selection == 0)
    }

    @Test(arguments: ["1", "2", "3", "tab", "q", "?", "escape", "backspace", "left", "z"])
    func keysTheShellOwnsAreNeverUsed(key: String) async {
        // Given
        let screen = await SettingsWorld().loadedSettingsScreen()
        // When / Then
        #expect(!screen.handle(key: key))
    }

    @Test func rRefreshesALoadedScreen() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        _ = try? await world.account.switchAccount(toHandle: "grace")
        // When
        let used = await screen.press("r")
        // Then
        #expect(used)
        #expect(screen.model.signedInAccount == SampleSettings.grace)
    }
}
