import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

@MainActor @Suite struct SettingsLoadingTests {
    @Test func appearShowsLoadingThenThePreferencesAndAccount() async {
        // Given
        let world = SettingsWorld()
        let screen = world.settingsScreen()
        #expect(screen.model.state == .idle)
        // When
        screen.appear()
        // Then
        #expect(screen.model.state == .loading)
        #expect(screen.render(width: 60, height: 10) == ["Loading…"])
        await screen.model.loadTask?.value
        #expect(
            screen.model.state
                == .loaded(
                    SettingsSnapshot(preferences: SampleSettings.preferences, account: SampleSettings.ada)))
    }

    @Test func aFailedLoadShowsAStableMessageAndRetryWorks() async {
        // Given
        let world = SettingsWorld(account: InMemoryAccountService(failsLoading: true))
        let screen = await world.loadedSettingsScreen()
        #expect(screen.model.state == .failed(SettingsViewModel.loadFailedMessage))
        #expect(screen.render(width: 60, height: 10) == [SettingsViewModel.loadFailedMessage, "r to retry"])
        #expect(screen.keyHints == ["r retry"])
        #expect(!screen.handle(key: "space"))
        // When
        await world.account.configure(failsLoading: false)
        let used = await screen.press("r")
        // Then
        #expect(used)
        #expect(screen.model.signedInAccount == SampleSettings.ada)
    }

    @Test func disappearCancelsTheLoadAndReturnsToIdle() async {
        // Given
        let world = SettingsWorld(preferences: InMemoryPreferencesStore(latency: .seconds(30)))
        let screen = world.settingsScreen()
        screen.appear()
        let task = screen.model.loadTask
        // When
        screen.disappear()
        await task?.value
        // Then
        #expect(screen.model.state == .idle)
        #expect(screen.model.loadTask == nil)
    }

    @Test func aRefreshCancelsTheLoadInFlightAndItsAnswerNeverLands() async {
        // Given a slow first load
        let world = SettingsWorld(preferences: InMemoryPreferencesStore(latency: .seconds(30)))
        let screen = world.settingsScreen()
        screen.appear()
        let first = screen.model.loadTask
        // When the answer changes and the user refreshes
        await world.preferences.configure(latency: .zero)
        await world.account.configure(failsLoading: true)
        screen.model.refresh()
        await first?.value
        await screen.model.loadTask?.value
        // Then only the newer answer shows
        #expect(screen.model.state == .failed(SettingsViewModel.loadFailedMessage))
    }

    @Test func comingBackToALoadedScreenKeepsItOnScreenWhileReloading() async {
        // Given a loaded screen the user left
        let world = SettingsWorld()
        let screen = await world.loadedSettingsScreen()
        screen.disappear()
        _ = try? await world.account.switchAccount(toHandle: "grace")
        // When they come back
        screen.appear()
        // Then the old values stay until the new ones arrive
        #expect(screen.model.signedInAccount == SampleSettings.ada)
        await screen.model.loadTask?.value
        #expect(screen.model.signedInAccount == SampleSettings.grace)
    }

    @Test func keysAreIgnoredWhileLoading() {
        // Given
        let world = SettingsWorld()
        let screen = world.settingsScreen()
        screen.appear()
        // When / Then
        #expect(!screen.handle(key: "down"))
        #expect(!screen.handle(key: "r"))
        #expect(screen.keyHints.isEmpty)
        screen.disappear()
    }

    @Test func theTitleIsSettings() {
        #expect(SettingsWorld().settingsScreen().title == "Settings")
        #expect(SettingsFeature.title == "Settings")
    }

    @Test func bothScreensSayTheyAreLoadingUntilTheirFirstLoadEnds() async {
        // Given
        let world = SettingsWorld()
        #expect(world.settingsScreen().isLoading)
        #expect(world.flagsScreen().isLoading)
        // When / Then
        #expect(await world.loadedSettingsScreen().isLoading == false)
        #expect(await world.loadedFlagsScreen().isLoading == false)
    }
}
