import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

@MainActor @Suite(.timeLimit(.minutes(1))) struct SettingsLoadingTests {
    @Test func appearingReadsThePreferencesAndTheAccount() async {
        // Given
        let world = SettingsWorld(using: [.preferences, .account])
        let model = world.settingsModel()
        #expect(model.state == .idle)
        // When
        await model.appear()
        // Then
        #expect(
            model.state
                == .loaded(
                    SettingsSnapshot(preferences: SampleSettings.preferences, account: SampleSettings.ada)))
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(model.accountMode == .profilesOnThisDevice)
        #expect(model.message == nil)
    }

    @Test func theFirstLoadShowsLoadingUntilBothAnswersLand() async {
        // Given both ports held, so both calls are in flight at once
        let hold = Hold()
        let world = SettingsWorld(
            using: [.preferences, .account], preferences: InMemorySettingsPreferencesStore(hold: hold),
            account: InMemoryAccountService(hold: hold))
        let model = world.settingsModel()
        // When
        let appearing = Task { await model.appear() }
        // Then
        guard await eventually("both loads to be in flight", { hold.waiting == 2 }) else { return }
        #expect(model.state == .loading)
        hold.open()
        await appearing.value
        #expect(model.snapshot?.account == SampleSettings.ada)
    }

    @Test(arguments: [
        (
            SettingsPreferencesError.unreadable(
                file: "/h/.config/mosaic/preferences.json", reason: "not valid JSON"),
            "Couldn't load your settings: /h/.config/mosaic/preferences.json can't be read (not valid JSON); "
                + "fix or delete that file."
        ),
        (.unavailable("the disk went away."), "Couldn't load your settings: the disk went away."),
    ])
    func aPreferencesFileThatCannotBeReadIsNamed(error: SettingsPreferencesError, text: String) async {
        let world = SettingsWorld(
            using: [.preferences, .account], preferences: InMemorySettingsPreferencesStore(loadFailure: error)
        )
        let model = await world.loadedSettings()
        #expect(model.state == .failed(text))
    }

    @Test(arguments: [
        (
            SettingsAccountError.busy,
            "Couldn't load your settings: the database is busy (another program is writing to it); try again in a "
                + "moment."
        ),
        (
            .unreachable("db.example:5432"),
            "Couldn't load your settings: the team server at db.example:5432 is unreachable."
        ),
        (
            .readOnly("/data/mosaic.sqlite"),
            "Couldn't load your settings: the database /data/mosaic.sqlite is read-only."
        ),
    ])
    func anAccountThatCannotBeReadSaysWhy(error: SettingsAccountError, text: String) async {
        let world = SettingsWorld(
            using: [.preferences, .account], account: InMemoryAccountService(loadFailure: error))
        let model = await world.loadedSettings()
        #expect(model.state == .failed(text))
    }

    @Test func aRefreshAfterAFailureLoads() async {
        // Given
        let world = SettingsWorld(
            using: [.preferences, .account], account: InMemoryAccountService(loadFailure: .busy))
        let model = await world.loadedSettings()
        // When
        await world.account.failLoading(with: nil)
        await model.refresh()
        // Then
        #expect(model.signedInAccount == SampleSettings.ada)
    }

    @Test func leavingDuringTheFirstLoadPutsTheStateBack() async {
        // Given a load in flight
        let hold = Hold()
        let world = SettingsWorld(
            using: [.preferences, .account], preferences: InMemorySettingsPreferencesStore(hold: hold))
        let model = world.settingsModel()
        let appearing = Task { await model.appear() }
        guard await eventually("the load to start", { hold.waiting == 1 }) else { return }
        // When the front end cancels it (the screen went)
        appearing.cancel()
        await appearing.value
        // Then the state is as it was, not failed
        #expect(model.state == .idle)
        #expect(!model.isRefreshing)
    }

    @Test func aNewerRefreshSupersedesTheOneInFlight() async {
        // Given a slow first load
        let hold = Hold()
        let world = SettingsWorld(
            using: [.preferences, .account], account: InMemoryAccountService(hold: hold))
        let model = world.settingsModel()
        let first = Task { await model.appear() }
        guard await eventually("the first load to start", { hold.waiting == 1 }) else { return }
        // When the account changes and a refresh starts
        await world.account.signInElsewhere(as: SampleSettings.grace)
        let second = Task { await model.refresh() }
        await first.value
        guard await eventually("the second load to start", { hold.waiting == 1 }) else { return }
        hold.open()
        await second.value
        // Then only the newer answer shows
        #expect(model.signedInAccount == SampleSettings.grace)
        #expect(await world.account.calls == ["currentAccount", "currentAccount"])
    }

    @Test func comingBackKeepsTheValuesOnScreenWhileReloading() async {
        // Given a loaded model, and the account changed elsewhere
        let hold = Hold(open: true)
        let world = SettingsWorld(
            using: [.preferences, .account], account: InMemoryAccountService(hold: hold))
        let model = await world.loadedSettings()
        hold.close()
        await world.account.signInElsewhere(as: SampleSettings.grace)
        // When the screen appears again
        let appearing = Task { await model.appear() }
        guard await eventually("the reload to start", { hold.waiting == 1 }) else { return }
        // Then the old values stay, marked as refreshing, until the new ones land
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(model.isRefreshing)
        hold.open()
        await appearing.value
        #expect(model.signedInAccount == SampleSettings.grace)
        #expect(!model.isRefreshing)
    }

    @Test func aFailedReloadKeepsTheValuesAndSaysWhy() async {
        // Given
        let world = SettingsWorld(using: [.preferences, .account])
        let model = await world.loadedSettings()
        // When
        await world.account.failLoading(with: .unavailable("disk I/O error"))
        await model.refresh()
        // Then
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(model.message == "Couldn't load your settings: disk I/O error.")
    }

    @Test func cancellingAReloadKeepsTheValues() async {
        let hold = Hold(open: true)
        let world = SettingsWorld(
            using: [.preferences, .account], preferences: InMemorySettingsPreferencesStore(hold: hold))
        let model = await world.loadedSettings()
        hold.close()
        let reloading = Task { await model.refresh() }
        guard await eventually("the reload to start", { hold.waiting == 1 }) else { return }
        reloading.cancel()
        await reloading.value
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(!model.isRefreshing)
        #expect(model.message == nil)
    }

    @Test func intentsBeforeTheFirstLoadDoNothing() async {
        // Given a model that has not loaded: no port may be asked anything
        let world = SettingsWorld(using: [])
        let model = world.settingsModel()
        // When
        await model.toggle(.colour)
        await model.switchAccount()
        await model.signIn(handle: "grace")
        await model.signOut()
        await model.deleteAccount()
        await model.createProfile()
        await model.createProfile(handle: "lin", displayName: "Lin")
        // Then
        #expect(model.state == .idle)
        #expect(model.message == nil)
        #expect(world.events.isEmpty)
    }

    @Test func openingTheFlagsAsksTheShell() {
        let world = SettingsWorld(using: [])
        world.settingsModel().openFlags()
        #expect(world.events == [.openFlags])
    }

    @Test func theTitleIsSettings() {
        #expect(SettingsFeature.title == "Settings")
    }
}
