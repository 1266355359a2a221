import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

/// Changes made elsewhere reach Settings while its screens are shown: the signed-in person
/// renamed or removed, a flag flipped by the team's owner, many rows at once, the team server
/// back after an outage. Each test listens as a screen would, pushes changes through the
/// controllable fake and stops listening at the end.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LiveChangesTests {
    private static let server = "db.example:5432"

    private func settingsWorld() -> SettingsWorld {
        SettingsWorld(using: [.preferences, .account, .changes])
    }

    /// Starts `watch` in a task and returns it once it listens; nil (after an issue) if it never does.
    private func listening(
        _ world: SettingsWorld, _ watch: @escaping @MainActor () async -> Void
    ) async -> Task<Void, Never>? {
        let task = Task { await watch() }
        guard await eventually("the view model to listen", { world.changes.listeners == 1 }) else {
            task.cancel()
            return nil
        }
        return task
    }

    // MARK: Settings

    @Test func aRenameOfTheSignedInPersonElsewhereShowsInTheAccountSection() async {
        // Given Settings on show, signed in as Ada
        let world = settingsWorld()
        let model = await world.loadedSettings()
        guard let watching = await listening(world, { await model.watchChanges() }) else { return }
        defer { watching.cancel() }
        // When Ada renames herself in another window
        await world.account.renameElsewhere(id: SampleSettings.ada.id, to: "Ada King")
        world.changes.send(.personChanged(id: SampleSettings.ada.id))
        // Then the account section shows the new name
        #expect(await eventually("the new name") { model.signedInAccount?.displayName == "Ada King" })
        #expect(world.events.isEmpty)
    }

    @Test func changesToOthersAndToFlagsReadNothing() async {
        // Given
        let world = settingsWorld()
        let model = await world.loadedSettings()
        guard let watching = await listening(world, { await model.watchChanges() }) else { return }
        defer { watching.cancel() }
        // When someone else changes, and the flags change, then Ada does
        world.changes.send(.personChanged(id: SampleSettings.grace.id))
        world.changes.send(.personRemoved(id: SampleSettings.grace.id))
        world.changes.send(.flagsChanged)
        await world.account.renameElsewhere(id: SampleSettings.ada.id, to: "Ada King")
        world.changes.send(.personChanged(id: SampleSettings.ada.id))
        // Then only Ada's change was read again
        #expect(await eventually("the new name") { model.signedInAccount?.displayName == "Ada King" })
        #expect(await world.account.calls == ["currentAccount", "currentAccount"])
        #expect(world.events.isEmpty)
    }

    @Test func aRemovalHeardAfterAReloadThatFoundNobodyIsStillSaid() async {
        // Given Ada's settings, listening
        let world = settingsWorld()
        let model = await world.loadedSettings()
        guard let watching = await listening(world, { await model.watchChanges() }) else { return }
        defer { watching.cancel() }
        // When Ada is removed, a reload runs first (it finds nobody), and then the news comes
        await world.account.removeElsewhere(id: SampleSettings.ada.id)
        await model.refresh()
        #expect(model.signedInAccount == nil)
        world.changes.send(.personRemoved(id: SampleSettings.ada.id))
        // Then the removal is still said, and the shell told
        #expect(
            await eventually("the removal to be said") {
                model.message
                    == "Ada Lovelace (@ada) was removed from the database elsewhere; nobody is signed in now."
            })
        #expect(world.events == [.signedOut])
    }

    @Test func theSignedInPersonRemovedElsewhereIsSaidAndTheShellTold() async {
        // Given
        let world = settingsWorld()
        let model = await world.loadedSettings()
        guard let watching = await listening(world, { await model.watchChanges() }) else { return }
        defer { watching.cancel() }
        // When the team's owner removes Ada
        await world.account.removeElsewhere(id: SampleSettings.ada.id)
        world.changes.send(.personRemoved(id: SampleSettings.ada.id))
        // Then Settings says so, shows nobody signed in, and the shell starts every tab over
        #expect(await eventually("the removal to be said") { model.signedInAccount == nil })
        #expect(
            model.message
                == "Ada Lovelace (@ada) was removed from the database elsewhere; nobody is signed in now.")
        #expect(world.events == [.signedOut])
        #expect(await world.account.calls == ["currentAccount"], "nothing is read for a removal")
    }

    @Test func anOutageKeepsWhatIsShownAndTheServerBackReloadsAndClearsIt() async {
        // Given Settings on show, and the team server stops answering
        let world = settingsWorld()
        let model = await world.loadedSettings()
        guard let watching = await listening(world, { await model.watchChanges() }) else { return }
        defer { watching.cancel() }
        await world.account.failLoading(with: .unreachable(Self.server))
        // When a refresh fails
        await model.refresh()
        // Then what was shown stays, and the message names the server
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(
            model.message == "Couldn't load your settings: the team server can't be reached right now.")
        // When the server is back (and Ada was renamed meanwhile)
        await world.account.failLoading(with: nil)
        await world.account.renameElsewhere(id: SampleSettings.ada.id, to: "Ada King")
        world.changes.send(.connectionRestored)
        // Then Settings reads everything again and the outage message goes
        #expect(await eventually("the reload") { model.signedInAccount?.displayName == "Ada King" })
        #expect(model.message == nil)
    }

    @Test func manyChangesReloadAndKeepWhatThePersonWasTold() async {
        // Given the person just signed in as Grace, so Settings says so
        let world = settingsWorld()
        let model = await world.loadedSettings()
        await model.signIn(handle: "grace")
        guard let watching = await listening(world, { await model.watchChanges() }) else { return }
        defer { watching.cancel() }
        // When an import changes many rows, Grace's name among them
        await world.account.renameElsewhere(id: SampleSettings.grace.id, to: "Grace B. Hopper")
        world.changes.send(.manyChanged)
        // Then Settings reloads, and still says what the person did
        #expect(await eventually("the reload") { model.signedInAccount?.displayName == "Grace B. Hopper" })
        #expect(model.message == "Signed in as Grace Hopper (@grace).")
    }

    @Test func listeningEndsWhenTheScreenGoesOrTheChangesEnd() async {
        let world = settingsWorld()
        let model = await world.loadedSettings()
        // Cancelled (the screen went): it stops listening and returns
        guard let first = await listening(world, { await model.watchChanges() }) else { return }
        first.cancel()
        await first.value
        #expect(world.changes.listeners == 0)
        // The source has no more changes: it returns too
        guard let second = await listening(world, { await model.watchChanges() }) else { return }
        world.changes.finish()
        await second.value
        #expect(world.changes.listeners == 0)
    }

    @Test func noChangeSourceMeansNothingToListenTo() async {
        var dependencies = SampleSettings.dependencies()
        dependencies.changes = NoSettingsChanges()
        let model = SettingsFeature.makeSettingsViewModel(dependencies: dependencies) { _ in }
        await model.watchChanges()
        let flags = SettingsFeature.makeFlagsViewModel(dependencies: dependencies)
        await flags.watchChanges()
        #expect(model.state == .idle)
        #expect(flags.state == .idle)
    }

    // MARK: Flags

    private func flagsWorld(_ flags: InMemoryFlagsSource = InMemoryFlagsSource()) -> SettingsWorld {
        SettingsWorld(using: [.flags, .changes], flags: flags)
    }

    @Test func aFlagFlippedByTheTeamsOwnerShows() async {
        // Given the flags on show, feed.like_counts on by default
        let world = flagsWorld()
        let model = await world.loadedFlags()
        guard let watching = await listening(world, { await model.watchChanges() }) else { return }
        defer { watching.cancel() }
        // When the owner turns it off for everyone
        await world.flags.setElsewhere("feed.like_counts", to: false)
        world.changes.send(.flagsChanged)
        // Then the list shows it off, set for the team
        #expect(
            await eventually("the flipped flag") {
                model.flags.first?.isOn == false && model.flags.first?.source == .remote
            })
    }

    @Test func aPersonsChangeDoesNotReadTheFlags() async {
        let world = flagsWorld()
        let model = await world.loadedFlags()
        guard let watching = await listening(world, { await model.watchChanges() }) else { return }
        defer { watching.cancel() }
        // When people change, then many rows at once (a flag among them)
        world.changes.send(.personChanged(id: 1))
        world.changes.send(.personRemoved(id: 2))
        await world.flags.setElsewhere("feed.like_counts", to: false)
        world.changes.send(.manyChanged)
        // Then the flags were read again once, for the many changes
        #expect(await eventually("the reload for many changes") { model.flags.first?.isOn == false })
        #expect(await world.flags.loadCount == 2)
    }

    @Test func anOutageKeepsTheFlagsShownAndTheServerBackReloadsThem() async {
        // Given
        let world = flagsWorld()
        let model = await world.loadedFlags()
        guard let watching = await listening(world, { await model.watchChanges() }) else { return }
        defer { watching.cancel() }
        await world.flags.failLoading(with: .unreachable(Self.server))
        // When a flag changes while the server is away
        world.changes.send(.flagsChanged)
        // Then the list stays and the message names the server
        #expect(
            await eventually("the outage to be said") {
                model.message
                    == "Couldn't load the feature flags: the team server can't be reached right now."
            })
        #expect(model.flags == SampleSettings.flags)
        // When the server is back
        await world.flags.failLoading(with: nil)
        await world.flags.setElsewhere("feed.like_counts", to: false)
        world.changes.send(.connectionRestored)
        // Then
        #expect(await eventually("the reload") { model.flags.first?.isOn == false })
        #expect(model.message == nil)
    }
}
