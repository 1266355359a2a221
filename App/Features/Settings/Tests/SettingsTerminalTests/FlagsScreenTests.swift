import AppCore
import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import SettingsTerminal

/// Keys to intents on the feature flags screen, and its footer's hints.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FlagsScreenTests {
    @Test func resetIsOfferedOnlyOnAFlagWithALocalChoice() async {
        let screen = await ScreenWorld().loadedFlagsScreen()
        #expect(screen.title == "Feature flags")
        #expect(screen.plainHints == ["space toggle", "r refresh"])
        _ = await screen.press(.down)
        #expect(screen.plainHints == ["space toggle", "x reset", "r refresh"])
    }

    @Test func spaceSetsTheSelectedFlagOnThisDevice() async {
        let world = ScreenWorld()
        let screen = await world.loadedFlagsScreen()
        #expect(await screen.press(.space))
        #expect(await world.flags.overrides["feed.like_counts"] == false)
        #expect(screen.plainLines(width: 60, height: 10)[0] == "› feed.like_counts  off · local override")
    }

    @Test func xForgetsTheLocalChoice() async {
        let world = ScreenWorld()
        let screen = await world.loadedFlagsScreen()
        _ = await screen.press(.end)
        #expect(await screen.press("x"))
        #expect(await world.flags.overrides.isEmpty)
        #expect(screen.model.flags == SampleSettings.inheritedFlags)
        #expect(screen.viewport.selectedIndex == 1)
        #expect(!screen.handle("x"))
    }

    @Test func rRefreshes() async {
        let world = ScreenWorld()
        let screen = await world.loadedFlagsScreen()
        try? await world.flags.clearOverride("profile.new_badge")
        #expect(await screen.press("r"))
        #expect(screen.model.flags == SampleSettings.inheritedFlags)
    }

    @Test func anEmptyOrFailedListOffersOnlyR() async {
        let empty = await ScreenWorld(flags: InMemoryFlagsSource(inherited: [])).loadedFlagsScreen()
        let failed = await ScreenWorld(flags: InMemoryFlagsSource(loadFailure: .unavailable("gone")))
            .loadedFlagsScreen()
        #expect(empty.plainHints == ["r refresh"])
        #expect(failed.plainHints == ["r retry"])
        #expect(!empty.handle(.space))
        #expect(await failed.press("r"))
    }

    @Test func theSelectionStaysInsideAListThatShrank() async {
        let world = ScreenWorld()
        let screen = await world.loadedFlagsScreen()
        _ = await screen.press(.end)
        #expect(screen.viewport.selectedIndex == 1)
        let shorter = await ScreenWorld(
            flags: InMemoryFlagsSource(inherited: [SampleSettings.inheritedFlags[0]])
        )
        .loadedFlagsScreen()
        _ = await shorter.press(.end)
        #expect(shorter.viewport.selectedIndex == 0)
        #expect(shorter.selectedFlag?.name == "feed.like_counts")
    }

    @Test func leavingCancelsTheLoad() async {
        let hold = Hold()
        let screen = ScreenWorld(flags: InMemoryFlagsSource(hold: hold)).flagsScreen()
        screen.appear()
        guard await eventually("the load to start", { hold.waiting == 1 }) else { return }
        screen.disappear()
        guard await eventually("the load to end", { screen.model.state != .loading }) else { return }
        #expect(screen.model.state == .idle)
        #expect(screen.plainHints.isEmpty)
    }
}
