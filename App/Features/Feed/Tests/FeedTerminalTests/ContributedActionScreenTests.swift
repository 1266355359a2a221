import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

/// Other features' actions on the feed's screens (`b` saves, `m` writes to the author): the key
/// reaches the action with the selected post, the mark shows, the footer and `?` name them.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ContributedActionScreenTests {
    private func feed(_ world: ScreenWorld, _ actions: StandInActions, saveKey: Key = "b") async -> FeedScreen
    {
        let log = world.log
        let screen = FeedScreen(
            model: FeedViewModel(listing: .everyone, dependencies: world.dependencies) {
                log.events.append($0)
            },
            contributions: actions.contributions(saveKey: saveKey))
        screen.appear()
        await screen.settled()
        return screen
    }

    private func row(_ screen: FeedScreen, _ title: String, width: Int = 120) -> String? {
        screen.plainLines(width: width, height: 14).first { $0.contains(title) }
    }

    @Test func bSavesTheSelectedPostAndItsRowIsMarked() async throws {
        // Given the feed, Grace's post (2) selected
        let world = ScreenWorld()
        let actions = StandInActions()
        let screen = await feed(world, actions)
        #expect(screen.handle("j"))
        #expect(screen.plainHints.contains("b save"))
        #expect(
            screen.plainHelp.contains { $0.hasPrefix("b ") && $0.hasSuffix("save the post to read later") })
        // When
        #expect(screen.handle("b"))
        await screen.settled()
        // Then the action ran on post 2, its row is marked and the keys offer to unsave
        #expect(actions.performed == [2])
        #expect(row(screen, "Why I wrote the first compiler")?.hasSuffix("★ saved") == true)
        #expect(row(screen, "Notes on the Analytical Engine")?.contains("★") == false)
        #expect(screen.plainHints.contains("b unsave"))
        #expect(screen.plainLines(width: 120, height: 14).contains("✓ Saved."))
        // And b again unsaves it
        #expect(screen.handle("b"))
        await screen.settled()
        #expect(actions.saved.isEmpty)
        #expect(row(screen, "Why I wrote the first compiler")?.contains("★") == false)
    }

    @Test func aPostSavedBeforeShowsItsMarkOnceAsked() async throws {
        let world = ScreenWorld()
        let actions = StandInActions(saved: [3])
        let screen = await feed(world, actions)
        _ = screen.plainLines(width: 120, height: 14)
        await screen.settled()
        #expect(row(screen, "Computable numbers, briefly")?.hasSuffix("★ saved") == true)
    }

    @Test func aPostSavedInAnotherWindowIsMarkedWhileShown() async throws {
        let world = ScreenWorld()
        let actions = StandInActions()
        let screen = await feed(world, actions)
        _ = screen.plainLines(width: 120, height: 14)
        await screen.settled()
        actions.saveElsewhere(4)
        try await eventually("post 4 marked") { row(screen, "功夫与代码")?.hasSuffix("★ saved") == true }
        screen.disappear()
    }

    @Test func aMarkNeverOverflowsARowAt50Columns() async throws {
        // Given every post saved, long and wide titles, in both layouts
        for compact in [false, true] {
            let long = SampleFeed.post(
                7, by: 4, String(repeating: "功夫与代码 🥋 ", count: 8), ago: 10, tags: ["swift"], likes: 3)
            let world = ScreenWorld(posts: [long] + SampleFeed.posts, compact: compact)
            let actions = StandInActions(saved: Set(1...7))
            let screen = await feed(world, actions)
            _ = screen.plainLines(width: 50, height: 15)
            await screen.settled()
            let lines = screen.plainLines(width: 50, height: 15)
            #expect(fits(lines, width: 50, height: 15))
            // The mark stays whole on the long title's row, selected or not
            #expect(lines.first { $0.contains("功夫") }?.hasSuffix("★ saved") == true)
            #expect(screen.handle("j"))
            #expect(screen.plainLines(width: 50, height: 15).first?.hasSuffix("★ saved") == true)
        }
    }

    @Test func mOpensTheConversationWithTheSelectedPostsAuthor() async throws {
        let world = ScreenWorld()
        let actions = StandInActions()
        let screen = await feed(world, actions)
        #expect(screen.handle("j"))
        #expect(
            screen.plainHelp.contains { $0.hasPrefix("m ") && $0.hasSuffix("write to the post's author") })
        #expect(screen.handle("m"))
        await screen.settled()
        #expect(actions.followed == ["mosaic://messages/@grace"])
    }

    @Test func aContributedKeyNeverTakesAKeyOfTheFeedsOwn() async throws {
        // Given an action that (wrongly) asks for `l`, the feed's like
        let world = ScreenWorld()
        let actions = StandInActions()
        let screen = await feed(world, actions, saveKey: "l")
        #expect(screen.handle("l"))
        await screen.settled()
        // Then `l` still likes, and the action was not run
        #expect(actions.performed.isEmpty)
        #expect(try await world.store.post(id: 1).likes.isLikedByMe)
    }

    @Test func thePostScreenSavesItsPostAndSaysSo() async throws {
        let world = ScreenWorld()
        let actions = StandInActions()
        let screen = PostScreen(
            model: FeedFeature.makePost(id: 3, dependencies: world.dependencies) { _ in },
            contributions: actions.contributions())
        screen.appear()
        await screen.settled()
        #expect(screen.plainHints.contains("b save"))
        #expect(screen.handle("b"))
        await screen.settled()
        #expect(actions.performed == [3])
        let lines = screen.plainLines(width: 50, height: 15)
        #expect(lines.contains("★ saved"))
        #expect(fits(lines, width: 50, height: 15))
        #expect(screen.plainHints.contains("b unsave"))
        // And m writes to the post's author, Alan
        #expect(screen.handle("m"))
        await screen.settled()
        #expect(actions.followed == ["mosaic://messages/@alan"])
        screen.disappear()
    }
}
