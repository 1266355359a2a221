import AppCore
import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import SettingsTerminal

/// The screens listen for changes made elsewhere while they are shown, and stop when they go.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LiveScreenTests {
    @Test func aFlagFlippedByTheTeamsOwnerShowsOnTheFlagsScreen() async {
        // Given the flags screen on show
        let changes = InMemoryChangesSource()
        let world = ScreenWorld(changes: changes)
        let screen = world.flagsScreen()
        screen.appear()
        defer { screen.disappear() }
        guard
            await eventually(
                "the flags to load and the screen to listen",
                {
                    changes.listeners == 1 && !screen.isLoading
                })
        else { return }
        #expect(screen.plainLines(width: 60, height: 20).contains("› feed.like_counts  on · default"))
        // When the team's owner turns feed.like_counts off
        await world.flags.setElsewhere("feed.like_counts", to: false)
        changes.send(.flagsChanged)
        // Then the screen shows it without a key
        #expect(
            await eventually("the flipped flag on screen") {
                screen.plainLines(width: 60, height: 20).contains("› feed.like_counts  off · remote")
            })
    }

    @Test func leavingAScreenStopsListeningAndComingBackListensAgain() async {
        let changes = InMemoryChangesSource()
        let world = ScreenWorld(changes: changes)
        let settings = world.settingsScreen()
        settings.appear()
        guard await eventually("Settings to listen", { changes.listeners == 1 }) else { return }
        settings.disappear()
        guard await eventually("Settings to stop listening", { changes.listeners == 0 }) else { return }
        settings.appear()
        defer { settings.disappear() }
        #expect(await eventually("Settings to listen again") { changes.listeners == 1 })
    }

    @Test func theSignedInPersonRenamedElsewhereShowsInTheAccountSection() async {
        let changes = InMemoryChangesSource()
        let world = ScreenWorld(changes: changes)
        let screen = world.settingsScreen()
        screen.appear()
        defer { screen.disappear() }
        guard
            await eventually("Settings to load and listen", { changes.listeners == 1 && !screen.isLoading })
        else { return }
        await world.account.renameElsewhere(id: SampleSettings.ada.id, to: "Ada King")
        changes.send(.personChanged(id: SampleSettings.ada.id))
        #expect(
            await eventually("the new name on screen") {
                screen.plainLines(width: 60, height: 20).contains("  Ada King (@ada)")
            })
    }
}
