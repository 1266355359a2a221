import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedScreenTests {
    @Test func loadingShowsALoadingLine() {
        let screen = ScreenWorld().feed()
        #expect(screen.isLoading)
        for width in [30, 120] {
            #expect(screen.plainLines(width: width, height: 10) == ["Loading…"])
        }
    }

    @Test func loadedShowsTwoLinesPerPostAt120Columns() async {
        let screen = await ScreenWorld().loadedFeed()
        #expect(screen.isLoading == false)
        #expect(
            screen.plainLines(width: 120, height: 4) == [
                "› Notes on the Analytical Engine",
                "  Ada Lovelace @ada · now · #history #math",
                "  Why I wrote the first compiler",
                "  Grace Hopper @grace · 5m · #compilers",
            ])
    }

    @Test func loadedTruncatesAt30Columns() async {
        let screen = await ScreenWorld().loadedFeed()
        #expect(
            screen.plainLines(width: 30, height: 8) == [
                "› Notes on the Analytical Eng…",
                "  Ada Lovelace @ada · now · #…",
                "  Why I wrote the first compi…",
                "  Grace Hopper @grace · 5m · …",
                "  Computable numbers, briefly",
                "  Alan Turing @alan · 3h",
                "  功夫与代码 🥋",
                "  李小龙 @bruce · 2d · #武术 …",
            ])
    }

    @Test func compactShowsOneLinePerPostWithLikeCounts() async {
        let screen = await ScreenWorld(compact: true, flags: ["feed.like_counts"]).loadedFeed()
        let lines = screen.plainLines(width: 120, height: 10)
        // Six posts, a line each, and the end of the feed
        #expect(lines.count == 7)
        #expect(lines.last == "— the end: no older posts —")
        #expect(lines[1] == "  Why I wrote the first compiler · Grace Hopper @grace · 5m · #compilers · ♡ 40")
    }

    @Test func emptySaysHowToWriteTheFirstPost() async {
        let screen = await ScreenWorld(posts: []).loadedFeed()
        #expect(screen.plainLines(width: 120, height: 5) == ["No posts yet. Press n to write the first one."])
        #expect(screen.plainHints == ["n new", "r refresh", "/ search"])
    }

    @Test func failedShowsTheCauseAndHowToRetry() async {
        let screen = await ScreenWorld(failures: .init(loading: .busy)).loadedFeed()
        #expect(
            screen.plainLines(width: 40, height: 5) == [
                "Couldn't load the posts. The database is", "busy; try again in a moment.", "r to retry",
            ])
        #expect(screen.plainHints == ["n new", "r retry", "/ search"])
    }

    @Test func everyStateFitsEveryWidthAndHeight() async {
        let screens = [
            ScreenWorld().feed(),
            await ScreenWorld().loadedFeed(),
            await ScreenWorld(compact: true, flags: ["feed.like_counts"]).loadedFeed(),
            await ScreenWorld(posts: []).loadedFeed(),
            await ScreenWorld(failures: .init(loading: .unavailable("a long cause"))).loadedFeed(),
            await ScreenWorld(posts: []).loadedFeed(.tagged("a tag with a long name")),
        ]
        for screen in screens {
            for width in [1, 2, 5, 30, 60, 120] {
                for height in [1, 3, 24] {
                    let lines = screen.plainLines(width: width, height: height)
                    #expect(fits(lines, width: width, height: height), "\(width)x\(height): \(lines)")
                }
            }
            #expect(screen.plainLines(width: 0, height: 10).isEmpty)
            #expect(screen.plainLines(width: 10, height: 0).isEmpty)
        }
    }

    @Test(arguments: shellKeys) func shellKeysAreNeverConsumed(key: Key) async {
        let screen = await ScreenWorld().loadedFeed()
        #expect(screen.handle(key) == false)
    }

    @Test func enterOpensThePostAndAItsAuthor() async {
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        #expect(screen.handle("j"))
        #expect(screen.handle(.enter))
        #expect(screen.handle("a"))
        #expect(world.log.events == [.openPost(id: 2), .openAuthor(id: 2)])
    }

    @Test func rGoesBackToTheNewestPostAndReloads() async {
        // Given the fourth post selected
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        for _ in 0..<3 { _ = screen.handle(.down) }
        #expect(screen.selectedPost?.id == 4)
        // When someone else publishes and the person presses r
        await world.store.add(SampleFeed.post(7, by: 2, "Fresh", ago: 0, tags: []))
        #expect(screen.handle("r"))
        await screen.settled()
        // Then the new post is in, at the top, selected
        #expect(screen.selectedPost?.id == 7)
        #expect(screen.plainLines(width: 60, height: 1) == ["› Fresh"])
    }

    /// Issue 43, item 11: `r` with nothing new leaves the person where they were.
    @Test func rWithNothingNewKeepsTheSelectionOnItsPost() async {
        // Given the fourth post selected
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        _ = screen.plainLines(width: 60, height: 8)
        for _ in 0..<3 { _ = screen.handle(.down) }
        #expect(screen.selectedPost?.id == 4)
        // When the person presses r and nothing new arrived
        #expect(screen.handle("r"))
        _ = screen.plainLines(width: 60, height: 8)
        await screen.settled()
        // Then the same post is selected, drawn where it was
        #expect(screen.selectedPost?.id == 4)
        #expect(screen.plainLines(width: 60, height: 8)[6].hasPrefix("› 功夫与代码"))
    }

    @Test func theSelectionStaysOnItsPostWhenTheListReloadsBehindIt() async {
        // Given the third post selected
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        _ = screen.handle("j")
        _ = screen.handle("j")
        // When the feed comes back (a new post arrived above) and reloads
        await world.store.add(SampleFeed.post(7, by: 2, "Fresh", ago: 0, tags: []))
        screen.disappear()
        screen.appear()
        await screen.settled()
        // Then the same post is still selected
        #expect(screen.selectedPost?.id == 3)
    }

    @Test func aMoveClearsTheMessage() async {
        let screen = await ScreenWorld(prompt: ScriptedFeedPrompt(textAnswers: ["Kept", nil])).loadedFeed()
        _ = screen.handle("n")
        await screen.settled()
        #expect(screen.plainLines(width: 80, height: 3).first?.hasPrefix("✓ Your post is kept") == true)
        _ = screen.handle("j")
        #expect(screen.model.message == nil)
    }

    @Test func hintsComeMostImportantFirstAndDeleteOnlyOnTheirOwnPost() async {
        let screen = await ScreenWorld().loadedFeed()
        #expect(screen.title == "Feed")
        #expect(
            screen.plainHints == [
                "enter open", "n new", "d delete", "r refresh", "l like", "a author", "t tags", "/ search",
            ])
        _ = screen.handle("j")
        #expect(
            screen.plainHints == [
                "enter open", "n new", "r refresh", "l like", "a author", "t tags", "/ search",
            ])
        // Someone else's post: d is out of the footer, and says why it deletes nothing
        #expect(screen.handle("d"))
        await screen.settled()
        #expect(screen.model.message == "You can only delete your own posts.")
    }
}

/// The list moves as every list in the app: one page is the rows on screen.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedScreenMovingTests {
    @Test func keysMoveByARowAPageOfTheRowsOnScreenAndToTheEnds() async {
        // Given 30 posts in a window of three rows (two lines each)
        let screen = await ScreenWorld(posts: SampleFeed.manyPosts(30)).loadedFeed()
        _ = screen.plainLines(width: 40, height: 6)
        // When / Then
        #expect(screen.handle("j"))
        #expect(screen.handle(.down))
        #expect(screen.viewport.selectedIndex == 2)
        #expect(screen.handle("k"))
        #expect(screen.handle(.up))
        #expect(screen.viewport.selectedIndex == 0)
        #expect(screen.handle(.pageDown))
        #expect(screen.viewport.selectedIndex == 3)
        #expect(screen.handle(.space))
        #expect(screen.viewport.selectedIndex == 6)
        #expect(screen.handle(.pageUp))
        #expect(screen.viewport.selectedIndex == 3)
        #expect(screen.handle(.end))
        #expect(screen.selectedPost?.id == 1)
        #expect(screen.handle("g"))
        #expect(screen.selectedPost?.id == 30)
        #expect(screen.handle("G"))
        #expect(screen.handle(.home))
        #expect(screen.viewport.selectedIndex == 0)
    }

    @Test func endJumpsToTheOldestPostWithoutReadingThePagesBetweenAndHomeComesBack() async throws {
        // Given the first page of 1,000 posts
        let world = ScreenWorld(posts: SampleFeed.manyPosts(1_000))
        let screen = await world.loadedFeed()
        _ = screen.plainLines(width: 40, height: 24)
        let pagesRead = await world.store.requestedCursors.count
        // When the person presses End
        #expect(screen.handle(.end))
        try await eventually("the oldest post selected") { screen.selectedPost?.id == 1 }
        await screen.settled()
        // Then the oldest post is selected, no page between was read, and nothing is below it
        #expect(await world.store.requestedCursors.count == pagesRead)
        #expect(!screen.model.hasMore)
        #expect(screen.plainLines(width: 40, height: 24).dropLast().last == "› Post number 1")
        // And Home goes back to the newest post
        #expect(screen.handle(.home))
        try await eventually("the newest post selected") { screen.selectedPost?.id == 1_000 }
        screen.disappear()
    }

    @Test func theSelectionStaysVisible() async {
        let screen = await ScreenWorld(posts: SampleFeed.manyPosts(30)).loadedFeed()
        _ = screen.plainLines(width: 40, height: 6)
        for _ in 0..<10 { _ = screen.handle("j") }
        let lines = screen.plainLines(width: 40, height: 6)
        #expect(lines[4] == "› Post number 20")
    }

    @Test func drawingARowNearTheEndAsksForTheNextPage() async throws {
        // Given the first 50 of 120 posts
        let world = ScreenWorld(posts: SampleFeed.manyPosts(120))
        let screen = await world.loadedFeed()
        _ = screen.plainLines(width: 40, height: 24)
        #expect(await world.store.requestedCursors.count == 1)
        // When the last rows loaded are drawn
        screen.walkToTheLastLoadedPost()
        _ = screen.plainLines(width: 40, height: 24)
        await screen.settled()
        // Then the next page follows
        #expect(screen.model.posts.count == 100)
        #expect(await world.store.requestedCursors.count == 2)
        #expect(screen.selectedPost?.id == 71)
    }

    @Test func whileThePageLoadsTheScreenSaysSoAndIsBusy() async throws {
        // Given a first page of 50
        let gate = GatedFeedPosts()
        let screen = FeedScreen(
            model: FeedFeature.makeFeed(dependencies: SampleFeed.dependencies(posts: gate)) { _ in })
        screen.appear()
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(Array(SampleFeed.manyPosts(120).reversed().prefix(50))))
        try await eventually("the first page in") { screen.model.state != .loading }
        // When the end of what is loaded is drawn
        screen.walkToTheLastLoadedPost()
        _ = screen.plainLines(width: 40, height: 7)
        try await eventually("the next page asked for") { await gate.pageRequestCount == 2 }
        // Then
        #expect(screen.isLoading)
        #expect(screen.plainLines(width: 40, height: 7).last == "Loading…")
        screen.disappear()
        await gate.answerPage(1, with: .success([]))
        await screen.settled()
    }

    @Test func aFailedPageIsAskedForAgainAfterAMove() async throws {
        // Given 60 posts and a store failing the second page
        let world = ScreenWorld(posts: SampleFeed.manyPosts(60))
        let screen = await world.loadedFeed()
        await world.store.setFailures(.init(loading: .busy))
        screen.walkToTheLastLoadedPost()
        _ = screen.plainLines(width: 40, height: 10)
        await screen.settled()
        #expect(screen.model.message?.hasPrefix("Couldn't load more posts.") == true)
        // When the store recovers and the person moves
        await world.store.setFailures(.init())
        _ = screen.plainLines(width: 40, height: 10)
        await screen.settled()
        #expect(screen.model.posts.count == 50)
        _ = screen.handle("k")
        _ = screen.plainLines(width: 40, height: 10)
        await screen.settled()
        // Then the page is asked for again and arrives
        #expect(screen.model.posts.count == 60)
    }
}
