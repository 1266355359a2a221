import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

@MainActor @Suite struct FlagsTests {
    @Test func appearListsEveryFlagWithItsValueAndSource() async {
        // Given
        let world = SettingsWorld()
        let screen = world.flagsScreen()
        // When
        screen.appear()
        #expect(screen.model.state == .loading)
        await screen.model.loadTask?.value
        // Then
        #expect(screen.model.state == .loaded(SampleSettings.flags))
        #expect(screen.model.flags.map(\.source) == [.default, .remote, .localOverride])
        #expect(screen.title == "Feature flags")
        #expect(screen.keyHints == ["space toggle", "x reset", "r refresh"])
    }

    @Test func noFlagsShowsAFriendlySentence() async {
        // Given
        let world = SettingsWorld(flags: InMemoryFlagsSource(inherited: []))
        // When
        let screen = await world.loadedFlagsScreen()
        // Then
        #expect(screen.model.state == .empty)
        #expect(screen.render(width: 60, height: 10) == [FlagsRendering.emptyMessage])
        #expect(!screen.handle(key: "space"))
    }

    @Test func aFailedLoadShowsAStableMessageAndRetryWorks() async {
        // Given
        let world = SettingsWorld(flags: InMemoryFlagsSource(failsLoading: true))
        let screen = await world.loadedFlagsScreen()
        #expect(screen.render(width: 60, height: 10) == [FlagsViewModel.loadFailedMessage, "r to retry"])
        #expect(screen.keyHints == ["r retry"])
        // When
        await world.flags.configure(failsLoading: false)
        let used = await screen.press("r")
        // Then
        #expect(used)
        #expect(screen.model.flags == SampleSettings.flags)
    }

    @Test func spaceOverridesTheFlagLocallyAndTracksIt() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedFlagsScreen()
        // When
        _ = await screen.press("space")
        // Then
        #expect(await world.flags.overrides["new_composer"] == true)
        #expect(
            screen.model.flags[0]
                == SettingsFlag(
                    name: "new_composer", description: "A bigger editor for writing posts.", isOn: true,
                    source: .localOverride))
        #expect(
            world.analytics.events == [
                TrackedEvent(
                    name: "settings.flag_overridden", properties: ["flag": "new_composer", "value": "on"])
            ])
    }

    @Test func overridingWhenOptedOutTracksNothing() async {
        // Given
        let optedOut = SettingsPreferences(useColour: true, compactFeed: false, analyticsOptOut: true)
        let world = SettingsWorld(preferences: InMemoryPreferencesStore(preferences: optedOut))
        let screen = await world.loadedFlagsScreen()
        // When
        _ = await screen.press("space")
        // Then
        #expect(await world.flags.overrides["new_composer"] == true)
        #expect(world.analytics.events.isEmpty)
    }

    @Test func aFailedOverrideRollsBackAndSaysSo() async {
        // Given
        let world = SettingsWorld(flags: InMemoryFlagsSource(failsSaving: true))
        let screen = await world.loadedFlagsScreen()
        // When
        _ = await screen.press("down")
        _ = await screen.press("space")
        // Then
        #expect(screen.model.flags == SampleSettings.flags)
        #expect(screen.model.message == "Couldn't change threaded_replies. It's back as it was.")
        #expect(world.analytics.events.isEmpty)
    }

    @Test func xClearsTheOverrideAndReloadsTheInheritedValue() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedFlagsScreen()
        // When
        _ = await screen.press("end")
        let used = await screen.press("x")
        // Then
        #expect(used)
        #expect(await world.flags.overrides.isEmpty)
        #expect(screen.model.flags[2] == SampleSettings.inheritedFlags[2])
        #expect(screen.model.selection == 2)
    }

    @Test func xOnAnInheritedFlagExplainsThereIsNothingToReset() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedFlagsScreen()
        // When
        _ = await screen.press("x")
        // Then
        #expect(screen.model.message == "new_composer has no local override to reset.")
        #expect(await world.flags.overrides == SampleSettings.flagOverrides)
    }

    @Test func aFailedResetKeepsTheOverrideAndSaysSo() async {
        // Given
        let world = SettingsWorld(flags: InMemoryFlagsSource(failsSaving: true))
        let screen = await world.loadedFlagsScreen()
        // When
        _ = await screen.press("end")
        _ = await screen.press("x")
        // Then
        #expect(screen.model.message == "Couldn't reset compact_avatars. Try again.")
        #expect(screen.model.flags == SampleSettings.flags)
    }

    @Test func theSelectionIsKeptInsideAShorterListAfterAReload() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedFlagsScreen()
        _ = await screen.press("end")
        // When the list shrinks to one flag
        let shorter = SettingsWorld(flags: InMemoryFlagsSource(inherited: [SampleSettings.inheritedFlags[0]]))
        let other = await shorter.loadedFlagsScreen()
        _ = await other.press("end")
        // Then
        #expect(screen.model.selection == 2)
        #expect(other.model.selection == 0)
    }

    @Test func comingBackToALoadedListKeepsItOnScreenWhileReloading() async {
        // Given a loaded list the user left
        let world = SettingsWorld()
        let screen = await world.loadedFlagsScreen()
        screen.disappear()
        try? await world.flags.clearOverride("compact_avatars")
        // When they come back
        screen.appear()
        // Then the old list stays until the new one arrives
        #expect(screen.model.flags == SampleSettings.flags)
        await screen.model.loadTask?.value
        #expect(screen.model.flags == SampleSettings.inheritedFlags)
    }

    @Test func disappearCancelsTheLoad() async {
        // Given
        let world = SettingsWorld(flags: InMemoryFlagsSource(latency: .seconds(30)))
        let screen = world.flagsScreen()
        screen.appear()
        let task = screen.model.loadTask
        // When
        screen.disappear()
        await task?.value
        // Then
        #expect(screen.model.state == .idle)
        #expect(!screen.handle(key: "r"))
        #expect(screen.keyHints.isEmpty)
    }

    @Test func aRefreshCancelsTheLoadInFlightAndItsAnswerNeverLands() async {
        // Given a slow first load
        let world = SettingsWorld(flags: InMemoryFlagsSource(latency: .seconds(30)))
        let screen = world.flagsScreen()
        screen.appear()
        let first = screen.model.loadTask
        // When the flags change and the user refreshes
        await world.flags.configure(latency: .zero, failsLoading: true)
        screen.model.refresh()
        await first?.value
        await screen.model.loadTask?.value
        // Then only the newer answer shows
        #expect(screen.model.state == .failed(FlagsViewModel.loadFailedMessage))
    }

    @Test(arguments: ["1", "tab", "q", "escape", "backspace", "enter", "z"])
    func keysItDoesNotOwnAreNotUsed(key: String) async {
        let screen = await SettingsWorld().loadedFlagsScreen()
        #expect(!screen.handle(key: key))
    }

    @Test func rRefreshesALoadedList() async {
        // Given
        let world = SettingsWorld()
        let screen = await world.loadedFlagsScreen()
        try? await world.flags.clearOverride("compact_avatars")
        // When
        let used = await screen.press("r")
        // Then
        #expect(used)
        #expect(screen.model.flags == SampleSettings.inheritedFlags)
    }
}
