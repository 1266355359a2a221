import AppCore
import Foundation
import Observation
import ShellTestSupport
import Testing

@testable import MosaicShell

@MainActor @Suite struct ShellSceneTests {
    private func makeScene(_ navigation: ShellNavigation = ShellNavigation(selectedTab: .feed)) async throws
        -> ShellScene
    {
        let scene = ShellScene(container: try await AppContainer.preview(), navigation: navigation)
        // A stopped clock: a minute that turns during a test would add a redraw to its ticks.
        let stopped = Date()
        scene.clock = { stopped }
        return scene
    }

    @Test func aNewMinuteRedrawsAnIdleScreenSoAgesMoveOn() async throws {
        // Given a loaded, idle screen
        let scene = try await makeScene()
        try await waitUntil("the screen to load") { !scene.isBusy }
        let wall = WallClock()
        scene.clock = { wall.now }
        _ = scene.tick()
        #expect(scene.tick() == .ignored)
        // When the wall clock passes into the next minute, one tick asks for a redraw
        wall.now = wall.now.addingTimeInterval(60)
        #expect(scene.tick() == .handled)
        #expect(scene.tick() == .ignored)
    }

    @Test func numberKeysSwitchTabsAndTabCycles() async throws {
        // Given
        let scene = try await makeScene()
        // When / Then
        // (each tab's number is its place: features with tabs of their own come between)
        let tabs = FeatureCatalog.app.tabs
        let profile = try #require(tabs.firstIndex(of: .profile)) + 1
        let last = tabs.count
        #expect(scene.handle(.character(Character(String(profile)))) == .handled)
        #expect(scene.navigation.selectedTab == .profile)
        #expect(scene.handle(.character(Character(String(last)))) == .handled)
        #expect(scene.navigation.selectedTab == tabs.last)
        #expect(scene.handle(.tab) == .handled)
        #expect(scene.navigation.selectedTab == .feed)
    }

    @Test func shiftTabGoesBackATab() async throws {
        // Given the feed, the first tab (issue 36, terminal 14)
        let scene = try await makeScene()
        let tabs = FeatureCatalog.app.tabs
        // When / Then Shift-Tab goes to the last tab, then the one before it
        #expect(scene.handle(.shiftTab) == .handled)
        #expect(scene.navigation.selectedTab == tabs.last)
        #expect(scene.handle(.shiftTab) == .handled)
        #expect(scene.navigation.selectedTab == tabs[tabs.count - 2])
        #expect(scene.handle(.tab) == .handled)
        #expect(scene.navigation.selectedTab == tabs.last)
    }

    @Test func reselectingTheTabPopsToItsRoot() async throws {
        // Given
        let scene = try await makeScene(ShellNavigation(selectedTab: .feed, stacks: [.feed: [.post(1)]]))
        // When
        _ = scene.handle("1")
        // Then
        #expect(scene.navigation.stack(for: .feed).isEmpty)
    }

    @Test func escapeGoesBack() async throws {
        // Given
        let scene = try await makeScene(
            ShellNavigation(selectedTab: .feed, stacks: [.feed: [.post(1), .profile(2)]]))
        // When
        _ = scene.handle(.escape)
        // Then
        #expect(scene.navigation.stack(for: .feed) == [.post(1)])
    }

    /// Issue 43, item 3 (its second sighting): Esc then 5 arriving together read as Alt-5, which
    /// nothing takes, so both keys were lost and the next ones went to the wrong screen.
    @Test func escAndAKeyArrivingTogetherAreTheTwoKeys() async throws {
        // Given a post open in the feed
        let scene = try await makeScene(ShellNavigation(selectedTab: .feed, stacks: [.feed: [.post(1)]]))
        let settings = try #require(FeatureCatalog.app.tabs.firstIndex(of: .settings)) + 1
        // When Esc and the Settings tab's number come in one read
        let digit = Character(String(settings))
        #expect(scene.handle(.alt(.character(digit))) == .handled)
        // Then the post was left, and Settings is shown
        #expect(scene.navigation.stack(for: .feed).isEmpty)
        #expect(scene.navigation.selectedTab == .settings)
    }

    @Test func helpOpensAsASheetAndAnyKeyClosesIt() async throws {
        // Given
        let scene = try await makeScene()
        // When
        _ = scene.handle("?")
        // Then
        #expect(scene.navigation.sheet == .help)
        #expect(scene.plainLines(width: 80, height: 24).contains { $0.contains("switch tabs") })
        _ = scene.handle("2")
        #expect(scene.navigation.sheet == nil)
        #expect(scene.navigation.selectedTab == .feed)
    }

    @Test func qQuits() async throws {
        let scene = try await makeScene()
        #expect(scene.handle("q") == .quit)
    }

    @Test(arguments: ["j", "k", "g", "G", .space, .pageDown, .down, "q"] as [Key])
    func aHelpThatFitsClosesOnEveryKeyAsItSaysAndQNeverQuits(key: Key) async throws {
        // Given the help on a window tall enough for all of it, saying "any key closes"
        let scene = try await makeScene()
        _ = scene.plainLines(width: 100, height: 60)
        _ = scene.handle("?")
        #expect(scene.plainLines(width: 100, height: 60).contains { $0.contains("any key closes") })
        // When the person presses a list key, or q
        let response = scene.handle(key)
        // Then the help closes and the app goes on
        #expect(response == .handled)
        #expect(scene.navigation.sheet == nil)
    }

    @Test func aHelpThatScrollsClosesOnQRatherThanQuitting() async throws {
        let scene = try await makeScene()
        try await waitUntil("the screen to load") { !scene.isBusy }
        _ = scene.handle("?")
        #expect(scene.plainLines(width: 50, height: 15).contains { $0.contains("other keys close") })
        #expect(scene.handle("q") == .handled)
        #expect(scene.navigation.sheet == nil)
    }

    @Test func upInSeveralLinesOfTextMovesOneRowAsDrawn() async throws {
        // Given a long paragraph asked for in a 30-column window, the cursor at its end
        let scene = try await makeScene()
        let paragraph = String(repeating: "word ", count: 12) + "end"
        let asking = Task { await scene.sheets.askLines(title: "Body", initial: paragraph, limit: 4000) }
        try await waitUntil("the question") { scene.sheets.isAsking }
        let before = scene.render(width: 30, height: 16).cursor
        // When the person presses up
        _ = scene.handle(.up)
        // Then the cursor is one drawn row higher, not at the paragraph's start
        let after = scene.render(width: 30, height: 16).cursor
        #expect(after?.row == before.map { $0.row - 1 })
        _ = scene.handle(.escape)
        _ = await asking.value
    }

    @Test func theFrameHasTabBarTitleAndFooterWithinItsSize() async throws {
        // Given
        let scene = try await makeScene()
        // When
        let lines = scene.plainLines(width: 50, height: 12)
        // Then
        #expect(lines.count == 12)
        #expect(lines.first?.contains("[1 Feed]") == true)
        #expect(lines.last?.contains("q quit") == true)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 })
    }

    @Test func aPromptTakesKeysFirstAndAnswersWithTheText() async throws {
        // Given
        let scene = try await makeScene()
        let asking = Task { await scene.sheets.askText(title: "Bio", initial: "Hi", limit: 5) }
        try await waitUntil("the question to be asked") { scene.sheets.isAsking }
        #expect(scene.navigation.sheet == .prompt)
        // When typing past the limit, then enter
        for key: Key in ["!", "q", "1", "x", "y", .backspace, .enter] { _ = scene.handle(key) }
        // Then
        #expect(await asking.value == "Hi!q")
        #expect(scene.navigation.sheet == nil)
        #expect(scene.navigation.selectedTab == .feed)
    }

    @Test func aLinkWhileAPromptIsOpenCancelsItAndNavigates() async throws {
        // Given
        let scene = try await makeScene()
        let confirming = Task { await scene.sheets.confirm(message: "Delete?") }
        try await waitUntil("the question to be asked") { scene.sheets.isAsking }
        // When
        scene.apply(.applyLink(tab: .settings, stack: [.flags]))
        // Then
        #expect(await confirming.value == false)
        #expect(scene.navigation.sheet == nil)
        #expect(scene.navigation.stack(for: .settings) == [.flags])
    }

    @Test func aConfirmationIsASheetThatBackspaceDeclines() async throws {
        // Given a feature asking before it deletes
        let scene = try await makeScene()
        let confirming = Task { await scene.sheets.confirm(message: "Delete this post?") }
        try await waitUntil("the question to be asked") { scene.sheets.isAsking }
        // Then the question is drawn over the screen
        #expect(scene.plainLines(width: 80, height: 24).contains { $0.contains("Delete this post?") })
        // When other keys are pressed, the question stays; backspace closes it
        _ = scene.handle("j")
        #expect(scene.sheets.isAsking)
        _ = scene.handle(.backspace)
        // Then the answer is no and the sheet is gone
        #expect(await confirming.value == false)
        #expect(scene.navigation.sheet == nil)
    }

    @Test func aShellErrorIsABannerUntilTheNextKeyOrItsTimeRunsOut() async throws {
        // Given
        let scene = try await makeScene()
        scene.showError("Could not restore where you were")
        #expect(scene.plainLines(width: 80, height: 24).contains { $0.contains("! Could not restore") })
        // When the next key comes, the banner goes and the key still works
        _ = scene.handle("2")
        #expect(scene.banner == nil)
        #expect(scene.navigation.selectedTab == .profile)
        // When no key comes (and the screen has loaded), ticks hide it and that tick redraws
        try await waitUntil("the screen to load") { !scene.isBusy }
        scene.showError("Again")
        var responses: [SceneResponse] = []
        for _ in 0..<60 { responses.append(scene.tick()) }
        #expect(scene.banner == nil)
        #expect(responses.filter { $0 == .handled }.count == 1)
        #expect(!scene.plainLines(width: 80, height: 24).contains { $0.contains("Again") })
    }

    @Test func aNarrowFooterCutsTheScreensHintsBeforeQuit() async throws {
        let scene = try await makeScene()
        let footer = scene.plainLines(width: 48, height: 12).last ?? ""
        #expect(footer.hasSuffix("q quit"))
        #expect(DisplayWidth.of(footer) <= 48)
        #expect(!footer.contains("…"))
    }

    @Test func aLoadingScreenTurnsASpinnerInItsTitleUntilItsDataArrives() async throws {
        // Given the feed has just appeared and is waiting for its first page
        let scene = try await makeScene()
        #expect(scene.isBusy)
        let before = scene.plainLines(width: 80, height: 24)[1]
        // When a tick comes
        #expect(scene.tick() == .handled)
        // Then the title shows the next spinner frame
        let after = scene.plainLines(width: 80, height: 24)[1]
        #expect(before.hasPrefix(Spinner.frame(tick: 0) + " Feed"))
        #expect(after.hasPrefix(Spinner.frame(tick: 1) + " Feed"))
        // When the posts are in, the spinner goes and ticks change nothing
        try await waitUntil("the screen to load") { !scene.isBusy }
        #expect(!scene.isBusy)
        #expect(scene.plainLines(width: 80, height: 24)[1].hasPrefix("Feed"))
        #expect(scene.tick() == .ignored)
    }

    @Test func aBannerCountingDownDoesNotAskForARedraw() async throws {
        // Given a loaded screen with a banner, drawn under observation
        let scene = try await makeScene()
        try await waitUntil("the screen to load") { !scene.isBusy }
        scene.showError("Could not restore")
        let changed = ObservedChange()
        withObservationTracking {
            _ = scene.render(width: 80, height: 24)
        } onChange: {
            changed.mark()
        }
        // When a tick only counts the banner down
        #expect(scene.tick() == .ignored)
        // Then nothing observed changed; the key that dismisses it does change it
        #expect(!changed.happened)
        _ = scene.handle("j")
        #expect(changed.happened)
    }
}

@MainActor @Suite struct ShellHelpAndFooterTests {
    private func loadedScene(_ navigation: ShellNavigation? = nil) async throws -> ShellScene {
        let scene = ShellScene(container: try await AppContainer.preview(), navigation: navigation)
        try await waitUntil("the screen to load") { !scene.isBusy }
        return scene
    }

    @Test func theHelpListsTheScreensKeysThenTheShells() async throws {
        // Given the feed
        let scene = try await loadedScene()
        // When
        _ = scene.handle("?")
        // Then every hint of the screen and every shell key is there
        let keys = scene.helpSheet.lines.compactMap { line in
            if case .key(let help) = line { help.key } else { nil }
        }
        for hint in scene.currentScreen?.keys.hints ?? [] {
            #expect(keys.contains(hint.key), "\(hint)")
        }
        for shellKey in ["1-\(FeatureCatalog.app.tabs.count), tab", "esc, bksp", "?", "q"] {
            #expect(keys.contains(shellKey))
        }
    }

    @Test func onASmallWindowTheHelpScrollsToItsLastLine() async throws {
        // Given the help on a 50 x 15 window, too short for all of it
        let scene = try await loadedScene()
        _ = scene.handle("?")
        let first = scene.plainLines(width: 50, height: 15).joined(separator: "\n")
        #expect(first.contains("j/k, pgdn/pgup scroll; other keys close"))
        #expect(!first.contains("q          quit"))
        // When the person scrolls down as far as it goes
        for _ in 0..<40 { _ = scene.handle("j") }
        // Then the last line, "q quit", is in view and the help is still open
        let last = scene.plainLines(width: 50, height: 15).joined(separator: "\n")
        #expect(last.contains("q          quit"))
        #expect(scene.navigation.sheet == .help)
        #expect(scene.handle(.escape) == .handled)
        #expect(scene.navigation.sheet == nil)
    }

    @Test func endAndHomeJumpToTheHelpsLastAndFirstLines() async throws {
        // Given the help on a 50 x 15 window
        let scene = try await loadedScene()
        _ = scene.handle("?")
        _ = scene.plainLines(width: 50, height: 15)
        // When the person presses end, then home
        #expect(scene.handle(.end) == .handled)
        let last = scene.plainLines(width: 50, height: 15).joined(separator: "\n")
        #expect(scene.handle(.home) == .handled)
        let first = scene.plainLines(width: 50, height: 15).joined(separator: "\n")
        // Then they jump there and the help stays open
        #expect(last.contains("q          quit"))
        #expect(!first.contains("q          quit"))
        #expect(scene.navigation.sheet == .help)
    }

    @Test func theFooterOffersWhatTheScreenAsDrawnOffersFromTheFirstFrame() async throws {
        // Given a short post, opened and drawn for the first time on a tall window
        let scene = try await loadedScene(ShellNavigation(selectedTab: .feed, stacks: [.feed: [.post(1)]]))
        // Then its first frame offers no scrolling (the post fits), as its help says
        let footer = scene.plainLines(width: 100, height: 40).last ?? ""
        #expect(!footer.contains("j/k scroll"), "\(footer)")
        // And on a window too short for it, the same frame that cuts it offers scrolling
        #expect(scene.plainLines(width: 100, height: 8).last?.contains("j/k scroll") == true)
    }

    @Test func theFooterDropsTabsThenBackThenTheScreensLastHintsAndKeepsHelpAndQuit() async throws {
        // Given a post pushed on the feed, so "esc back" applies
        let scene = try await loadedScene(ShellNavigation(selectedTab: .feed, stacks: [.feed: [.post(1)]]))
        let hints = scene.currentScreen?.plainHints ?? []
        // When wide, everything shows; narrower, the tab keys go first, then "esc back"
        // (tall enough that the post needs no scrolling at either width, drawn once before: the
        // post screen offers "j/k scroll" from what its last frame could not show)
        _ = scene.plainLines(width: 200, height: 60)
        let wide = scene.plainLines(width: 200, height: 60).last ?? ""
        // (as many tab keys as the app has tabs: each feature with a tab adds one)
        let tabKeys = "1-\(FeatureCatalog.app.tabs.count) tabs"
        #expect(wide.contains(tabKeys) && wide.contains("esc back") && wide.contains(hints.last ?? "?"))
        let full = DisplayWidth.of(wide.trimmingCharacters(in: .whitespaces))
        let noTabs = scene.plainLines(width: full - 1, height: 60).last ?? ""
        #expect(!noTabs.contains(tabKeys) && noTabs.contains("esc back"))
        // And at 20 columns only help and quit are left
        #expect(
            scene.plainLines(width: 20, height: 10).last?.trimmingCharacters(in: .whitespaces)
                == "? help · q quit")
    }
}

/// Records that an observation callback fired (it may fire on any thread).
private final class ObservedChange: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    func mark() { lock.withLock { fired = true } }
    var happened: Bool { lock.withLock { fired } }
}

/// A wall clock the test moves by hand.
@MainActor private final class WallClock {
    var now = Date()
}
