import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

@MainActor @Suite(.timeLimit(.minutes(1))) struct FlagsTests {
    private nonisolated static let file = "/h/.config/mosaic/preferences.json"

    @Test func appearingListsEveryFlagWithItsValueAndSource() async {
        // Given
        let world = SettingsWorld(using: [.flags])
        let model = world.flagsModel()
        // When
        await model.appear()
        // Then
        #expect(model.state == .loaded(SampleSettings.flags))
        #expect(model.flags.map(\.source) == [.default, .localOverride])
        #expect(SettingsFlagSource.remote.label == "remote")
        #expect(model.flags.map(\.source.label) == ["default", "local override"])
    }

    @Test func theFirstLoadShowsLoading() async {
        let hold = Hold()
        let world = SettingsWorld(using: [.flags], flags: InMemoryFlagsSource(hold: hold))
        let model = world.flagsModel()
        let appearing = Task { await model.appear() }
        guard await eventually("the load to start", { hold.waiting == 1 }) else { return }
        #expect(model.state == .loading)
        hold.open()
        await appearing.value
        #expect(model.flags == SampleSettings.flags)
    }

    @Test func noFlagsIsEmpty() async {
        let world = SettingsWorld(using: [.flags], flags: InMemoryFlagsSource(inherited: []))
        let model = await world.loadedFlags()
        #expect(model.state == .empty)
        #expect(model.flags.isEmpty)
    }

    @Test(arguments: [
        (
            SettingsFlagsError.unreadable(file: file, reason: "not valid JSON"),
            "Couldn't load the feature flags: \(file) can't be read (not valid JSON); fix or delete that file."
        ),
        (.unavailable("the disk went away"), "Couldn't load the feature flags: the disk went away."),
    ])
    func aFailedLoadNamesTheCauseAndARefreshRecovers(error: SettingsFlagsError, text: String) async {
        // Given
        let world = SettingsWorld(using: [.flags], flags: InMemoryFlagsSource(loadFailure: error))
        let model = await world.loadedFlags()
        #expect(model.state == .failed(text))
        // When
        await world.flags.failLoading(with: nil)
        await model.refresh()
        // Then
        #expect(model.flags == SampleSettings.flags)
    }

    @Test func settingAFlagOverridesItLocallyAndTracksIt() async {
        // Given
        let world = SettingsWorld(using: [.flags, .preferences, .analytics])
        let model = await world.loadedFlags()
        // When
        await model.setFlag("feed.like_counts", to: false)
        // Then
        #expect(await world.flags.overrides["feed.like_counts"] == false)
        #expect(
            model.flags[0]
                == SettingsFlag(
                    name: "feed.like_counts", description: "Show like counts in the feed", isOn: false,
                    source: .localOverride))
        #expect(
            world.analytics.events == [
                TrackedEvent(
                    name: "settings.flag_overridden",
                    properties: ["flag": "feed.like_counts", "value": "off"])
            ])
    }

    @Test func settingAFlagWhenOptedOutTracksNothing() async {
        let optedOut = SettingsPreferences(useColour: true, compactFeed: false, analyticsOptOut: true)
        let world = SettingsWorld(
            using: [.flags, .preferences],
            preferences: InMemorySettingsPreferencesStore(preferences: optedOut))
        let model = await world.loadedFlags()
        await model.setFlag("feed.like_counts", to: false)
        #expect(await world.flags.overrides["feed.like_counts"] == false)
    }

    @Test(arguments: [
        (
            SettingsFlagsError.readOnly(file: file),
            "Couldn't change profile.new_badge: \(file) is read-only. It's back as it was."
        ),
        (
            .cannotWrite(file: file, reason: "No space left on device"),
            "Couldn't change profile.new_badge: \(file) can't be written (No space left on device). It's back as it was."
        ),
    ])
    func aFailedChangeRollsBackAndNamesTheCause(error: SettingsFlagsError, text: String) async {
        let world = SettingsWorld(using: [.flags], flags: InMemoryFlagsSource(saveFailure: error))
        let model = await world.loadedFlags()
        await model.setFlag("profile.new_badge", to: true)
        #expect(model.flags == SampleSettings.flags)
        #expect(model.message == text)
    }

    @Test func theChangeShowsBeforeItIsSaved() async {
        let hold = Hold(open: true)
        let world = SettingsWorld(
            using: [.flags, .preferences, .analytics], flags: InMemoryFlagsSource(hold: hold))
        let model = await world.loadedFlags()
        hold.close()
        let setting = Task { await model.setFlag("feed.like_counts", to: false) }
        guard await eventually("the save to start", { hold.waiting == 1 }) else { return }
        #expect(model.flags[0].isOn == false)
        #expect(model.flags[0].source == .localOverride)
        hold.open()
        await setting.value
    }

    @Test func clearingAnOverrideShowsTheInheritedValue() async {
        let world = SettingsWorld(using: [.flags])
        let model = await world.loadedFlags()
        await model.clearOverride("profile.new_badge")
        #expect(await world.flags.overrides.isEmpty)
        #expect(model.flags == SampleSettings.inheritedFlags)
        #expect(model.message == nil)
    }

    @Test func clearingAFlagWithoutAnOverrideExplainsThereIsNothingToReset() async {
        let world = SettingsWorld(using: [.flags])
        let model = await world.loadedFlags()
        await model.clearOverride("feed.like_counts")
        #expect(model.message == "feed.like_counts has no local override to reset.")
        #expect(await world.flags.overrides == SampleSettings.flagOverrides)
    }

    @Test func aFailedResetKeepsTheOverrideAndSaysWhy() async {
        let world = SettingsWorld(
            using: [.flags], flags: InMemoryFlagsSource(saveFailure: .readOnly(file: Self.file)))
        let model = await world.loadedFlags()
        await model.clearOverride("profile.new_badge")
        #expect(
            model.message
                == "Couldn't reset profile.new_badge: \(Self.file) is read-only. Your choice is kept.")
        #expect(model.flags == SampleSettings.flags)
    }

    @Test func aFlagThatIsNotListedIsNamed() async {
        let world = SettingsWorld(using: [.flags])
        let model = await world.loadedFlags()
        await model.setFlag("feed.nope", to: true)
        #expect(model.message == "There's no feature flag feed.nope.")
        await model.clearOverride("feed.nope")
        #expect(model.message == "There's no feature flag feed.nope.")
    }

    @Test func comingBackKeepsTheListWhileReloading() async {
        let hold = Hold(open: true)
        let world = SettingsWorld(using: [.flags], flags: InMemoryFlagsSource(hold: hold))
        let model = await world.loadedFlags()
        try? await world.flags.clearOverride("profile.new_badge")
        hold.close()
        let appearing = Task { await model.appear() }
        guard await eventually("the reload to start", { hold.waiting == 1 }) else { return }
        #expect(model.flags == SampleSettings.flags)
        #expect(model.isRefreshing)
        hold.open()
        await appearing.value
        #expect(model.flags == SampleSettings.inheritedFlags)
        #expect(!model.isRefreshing)
    }

    @Test func aFailedReloadKeepsTheListAndSaysWhy() async {
        let world = SettingsWorld(using: [.flags])
        let model = await world.loadedFlags()
        await world.flags.failLoading(with: .unavailable("gone"))
        await model.refresh()
        #expect(model.flags == SampleSettings.flags)
        #expect(model.message == "Couldn't load the feature flags: gone.")
    }

    @Test func leavingDuringTheFirstLoadPutsTheStateBack() async {
        let hold = Hold()
        let world = SettingsWorld(using: [.flags], flags: InMemoryFlagsSource(hold: hold))
        let model = world.flagsModel()
        let appearing = Task { await model.appear() }
        guard await eventually("the load to start", { hold.waiting == 1 }) else { return }
        appearing.cancel()
        await appearing.value
        #expect(model.state == .idle)
    }

    @Test func aNewerRefreshSupersedesTheOneInFlight() async {
        // Given a slow first load
        let hold = Hold()
        let world = SettingsWorld(using: [.flags], flags: InMemoryFlagsSource(hold: hold))
        let model = world.flagsModel()
        let first = Task { await model.appear() }
        guard await eventually("the first load to start", { hold.waiting == 1 }) else { return }
        // When the flags fail to load and the person refreshes
        await world.flags.failLoading(with: .unavailable("gone"))
        let second = Task { await model.refresh() }
        await first.value
        guard await eventually("the second load to start", { hold.waiting == 1 }) else { return }
        hold.open()
        await second.value
        // Then only the newer answer shows
        #expect(model.state == .failed("Couldn't load the feature flags: gone."))
    }
}

/// Two toggles of one flag in one burst of keys (issue 36, terminal 13): the first save is slow,
/// the second quick. What is stored must be what is shown: the last choice.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FlagBurstTests {
    /// Flags whose first save waits until the test lets it go; later saves go at once.
    actor SlowFirstSave: SettingsFlagsSource {
        var stored: [String: Bool] = [:]
        var saves = 0
        private var firstSave: CheckedContinuation<Void, Never>?
        private var released = false

        func flags() async throws(SettingsFlagsError) -> [SettingsFlag] {
            SampleSettings.inheritedFlags.map { flag in
                guard let value = stored[flag.name] else { return flag }
                return SettingsFlag(
                    name: flag.name, description: flag.description, isOn: value, source: .localOverride)
            }
        }

        func setOverride(_ flag: String, to isOn: Bool) async throws(SettingsFlagsError) {
            saves += 1
            if saves == 1, !released { await withCheckedContinuation { firstSave = $0 } }
            stored[flag] = isOn
        }

        func clearOverride(_ flag: String) async throws(SettingsFlagsError) {
            stored[flag] = nil
        }

        func release() {
            released = true
            firstSave?.resume()
            firstSave = nil
        }
    }

    @Test func twoTogglesInABurstStoreTheLastChoiceShown() async throws {
        let source = SlowFirstSave()
        let world = SettingsWorld(using: [.flags, .preferences, .analytics])
        var dependencies = world.dependencies
        dependencies.flags = source
        let model = SettingsFeature.makeFlagsViewModel(dependencies: dependencies)
        await model.appear()
        let name = try #require(model.flags.first?.name)
        let start = try #require(model.flags.first).isOn
        let first = Task { await model.setFlag(name, to: !start) }
        // The first save has started (within 5 s) before the second toggle comes.
        for _ in 0..<500 where await source.saves == 0 { try await Task.sleep(for: .milliseconds(10)) }
        try #require(await source.saves == 1, "the first save never started")
        let second = Task { await model.setFlag(name, to: start) }
        try await Task.sleep(for: .milliseconds(50))
        await source.release()
        await first.value
        await second.value
        #expect(model.flags.first?.isOn == start)
        #expect(await source.stored[name] == start)
    }
}
