import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

@MainActor @Suite(.timeLimit(.minutes(1))) struct PreferenceToggleTests {
    @Test func togglingAPreferenceSavesItAndTracksIt() async {
        // Given
        let world = SettingsWorld(using: [.preferences, .account, .analytics])
        let model = await world.loadedSettings()
        // When
        await model.toggle(.compactFeed)
        // Then
        #expect(await world.preferences.preferences.compactFeed)
        #expect(model.snapshot?.preferences.compactFeed == true)
        #expect(model.message == nil)
        #expect(
            world.analytics.events == [
                TrackedEvent(
                    name: "settings.preference_changed",
                    properties: ["preference": "compact_feed", "value": "on"])
            ])
    }

    @Test func aPreferenceThisRunHoldsOffShowsOffAndTogglingItSaysWhy() async {
        // Given Colour saved on, in a run started with --no-color
        var saved = SampleSettings.preferences
        saved.useColour = true
        saved.heldOff = [.colour: "--no-color"]
        let world = SettingsWorld(
            using: [.preferences, .account, .analytics],
            preferences: InMemorySettingsPreferencesStore(preferences: saved))
        let model = await world.loadedSettings()
        // Then Colour is not in effect, whatever was saved
        #expect(model.snapshot?.preferences.isInEffect(.colour) == false)
        #expect(model.snapshot?.preferences.isInEffect(.compactFeed) == saved.compactFeed)
        // When the person toggles it
        await model.toggle(.colour)
        // Then nothing changes and the message says why
        #expect(model.message == "Colour is off for this run (--no-color); nothing was changed.")
        #expect(await world.preferences.savedChanges.isEmpty)
        #expect(world.analytics.events.isEmpty)
    }

    @Test func theChangeShowsBeforeTheSaveEnds() async {
        // Given a store that holds the save
        let hold = Hold(open: true)
        let world = SettingsWorld(
            using: [.preferences, .account, .analytics],
            preferences: InMemorySettingsPreferencesStore(hold: hold))
        let model = await world.loadedSettings()
        hold.close()
        // When
        let toggling = Task { await model.toggle(.colour) }
        guard await eventually("the save to start", { hold.waiting == 1 }) else { return }
        // Then the new value already shows
        #expect(model.snapshot?.preferences.useColour == false)
        hold.open()
        await toggling.value
        #expect(await world.preferences.preferences.useColour == false)
    }

    @Test(arguments: [
        (
            SettingsPreferencesError.readOnly(file: "/h/.config/mosaic/preferences.json"),
            "Couldn't save Colour: /h/.config/mosaic/preferences.json is read-only. It's back as it was."
        ),
        (
            .cannotWrite(file: "/h/p.json", reason: "No space left on device"),
            "Couldn't save Colour: /h/p.json can't be written (No space left on device). It's back as it was."
        ),
        (
            .unreadable(file: "/h/p.json", reason: "not valid JSON"),
            "Couldn't save Colour: /h/p.json can't be read (not valid JSON); fix or delete that file. It's back as it was."
        ),
        (
            .unavailable("the disk went away"),
            "Couldn't save Colour: the disk went away. It's back as it was."
        ),
    ])
    func aFailedSaveRollsBackAndNamesTheCause(error: SettingsPreferencesError, text: String) async {
        // Given
        let world = SettingsWorld(
            using: [.preferences, .account], preferences: InMemorySettingsPreferencesStore(saveFailure: error)
        )
        let model = await world.loadedSettings()
        // When
        await model.toggle(.colour)
        // Then
        #expect(model.snapshot?.preferences == SampleSettings.preferences)
        #expect(model.message == text)
        #expect(world.analytics.events.isEmpty)
    }

    @Test func aRollbackLeavesAValueAReloadBroughtIn() async {
        // Given a save that will fail, held in flight
        let hold = Hold(open: true)
        let world = SettingsWorld(
            using: [.preferences, .account],
            preferences: InMemorySettingsPreferencesStore(saveFailure: .unavailable("no"), hold: hold))
        let model = await world.loadedSettings()
        hold.close()
        let toggling = Task { await model.toggle(.colour) }
        guard await eventually("the save to start", { hold.waiting == 1 }) else { return }
        // When a reload lands first with Colour on again
        let reloading = Task { await model.refresh() }
        guard await eventually("the reload to start", { hold.waiting == 2 }) else { return }
        hold.open()
        await reloading.value
        await toggling.value
        // Then the stored value shows and the failure is said
        #expect(model.snapshot?.preferences.useColour == true)
        #expect(model.message?.hasPrefix("Couldn't save Colour") == true)
    }

    @Test func nothingIsTrackedWhenOptedOut() async {
        // Given (analytics not wired: any event would be reported)
        let optedOut = SettingsPreferences(useColour: true, compactFeed: false, analyticsOptOut: true)
        let world = SettingsWorld(
            using: [.preferences, .account],
            preferences: InMemorySettingsPreferencesStore(preferences: optedOut))
        let model = await world.loadedSettings()
        // When
        await model.toggle(.colour)
        await model.toggle(.compactFeed)
        // Then
        #expect(await world.preferences.savedChanges.count == 2)
    }

    @Test func turningOptOutOnSendsNothing() async {
        let world = SettingsWorld(using: [.preferences, .account])
        let model = await world.loadedSettings()
        await model.toggle(.analyticsOptOut)
        #expect(await world.preferences.preferences.analyticsOptOut)
    }

    @Test func turningOptOutOffMaySend() async {
        // Given
        let optedOut = SettingsPreferences(useColour: true, compactFeed: false, analyticsOptOut: true)
        let world = SettingsWorld(
            using: [.preferences, .account, .analytics],
            preferences: InMemorySettingsPreferencesStore(preferences: optedOut))
        let model = await world.loadedSettings()
        // When
        await model.toggle(.analyticsOptOut)
        // Then
        #expect(world.eventNames == ["settings.preference_changed"])
        #expect(world.analytics.events.first?.properties["preference"] == "analytics_opt_out")
    }

    @Test func aNewToggleClearsTheLastMessage() async {
        let world = SettingsWorld(
            using: [.preferences, .account],
            preferences: InMemorySettingsPreferencesStore(saveFailure: .unavailable("no")))
        let model = await world.loadedSettings()
        await model.toggle(.colour)
        #expect(model.message != nil)
        await world.preferences.failSaving(with: nil)
        await model.toggle(.analyticsOptOut)
        #expect(model.message == nil)
    }

    @Test func preferencesHaveNamesAPersonReads() {
        #expect(SettingsPreference.allCases.map(\.label) == ["Colour", "Compact feed", "Analytics opt-out"])
        var preferences = SampleSettings.preferences
        for preference in SettingsPreference.allCases {
            preferences[preference].toggle()
        }
        #expect(
            preferences == SettingsPreferences(useColour: false, compactFeed: true, analyticsOptOut: true))
    }
}
