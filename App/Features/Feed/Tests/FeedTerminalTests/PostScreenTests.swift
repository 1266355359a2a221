import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

@MainActor @Suite(.timeLimit(.minutes(1))) struct PostScreenTests {
    @Test func loadingShowsALoadingLine() {
        let screen = ScreenWorld().post(1)
        #expect(screen.isLoading)
        #expect(screen.plainLines(width: 30, height: 5) == ["Loading…"])
        #expect(screen.plainHints == ["r reload"])
    }

    @Test func aLoadedPostShowsTitleAuthorDatesTagsAndBody() async {
        let screen = await ScreenWorld().loadedPost(4)
        #expect(screen.isLoading == false)
        #expect(
            screen.plainLines(width: 120, height: 20) == [
                "功夫与代码 🥋",
                "by 李小龙 @bruce",
                "Created 2026-11-20 12:00 UTC (2d)",
                "Updated 2026-11-20 13:00 UTC (1d)",
                "#武术 #swift",
                "",
                "功夫与代码 🥋. A short body that wraps across lines when the terminal is narrow.",
            ])
    }

    @Test func aBodyKeepsItsParagraphsEachWrappedAt30Columns() async {
        let screen = await ScreenWorld().loadedPost(1)
        #expect(
            screen.plainLines(width: 30, height: 20) == [
                "Notes on the Analytical Engine",
                "by Ada Lovelace @ada",
                "Created 2026-11-22 11:59 UTC",
                "(now)",
                "#history #math",
                "",
                "Notes on the Analytical",
                "Engine. A short body that",
                "wraps across lines when the",
                "terminal is narrow.",
                "The engine could do more than",
                "arithmetic: it could act on",
                "any symbols.",
            ])
    }

    @Test func eachLineOfABodyIsMadeSafeOnItsOwn() async {
        // Given a body with paragraphs, a blank line, a CRLF and terminal controls
        var post = SampleFeed.posts[2]
        post.body = "First.\u{1B}[2J\r\nSecond.\n\nThird\u{9B}31m."
        let screen = await ScreenWorld(posts: [post]).loadedPost(post.id)
        // When
        let lines = screen.plainLines(width: 60, height: 20)
        // Then
        #expect(Array(lines.suffix(4)) == ["First.\u{FFFD}[2J", "Second.", "", "Third\u{FFFD}31m."])
    }

    @Test func aMissingPostSaysSoClearly() async {
        let screen = await ScreenWorld().loadedPost(999)
        #expect(
            screen.plainLines(width: 120, height: 5) == ["This post doesn't exist. It may have been deleted."]
        )
        #expect(screen.plainHints == ["r reload"])
    }

    @Test func aFailedLoadNamesTheCauseAndHowToRetry() async {
        let screen = await ScreenWorld(failures: .init(loading: .busy)).loadedPost(1)
        #expect(
            screen.plainLines(width: 120, height: 5) == [
                "Couldn't load this post. The database is busy; try again in a moment.", "r to retry",
            ])
        #expect(screen.plainHints == ["r retry"])
    }

    @Test func everyStateFitsEveryWidthAndHeight() async {
        let screens = [
            ScreenWorld().post(1), await ScreenWorld().loadedPost(4), await ScreenWorld().loadedPost(999),
            await ScreenWorld(failures: .init(loading: .unavailable("a long cause"))).loadedPost(1),
        ]
        for screen in screens {
            for width in [1, 2, 5, 30, 120] {
                for height in [1, 4, 24] {
                    #expect(
                        fits(screen.plainLines(width: width, height: height), width: width, height: height))
                }
            }
            #expect(screen.plainLines(width: 0, height: 5).isEmpty)
        }
    }

    @Test func aOpensTheAuthorAndOtherKeysAreLeftToTheShell() async {
        // Given someone else's post
        let world = ScreenWorld()
        let screen = await world.loadedPost(3)
        _ = screen.plainLines(width: 80, height: 24)
        // When / Then
        #expect(screen.title == "Post")
        #expect(screen.plainHints == ["l like", "a author", "r reload"])
        #expect(screen.handle("a"))
        #expect(world.log.events == [.openAuthor(id: 3)])
        #expect(screen.handle("r"))
        #expect(screen.handle(.escape) == false)
        #expect(screen.handle(.backspace) == false)
        // d, out of the footer, says why it deletes nothing (issue 36, terminal 10)
        #expect(screen.handle("d"))
    }
}

/// `d` on the post's own screen.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PostScreenDeleteTests {
    @Test func dDeletesTheirOwnPostAndSaysSo() async {
        // Given
        let world = ScreenWorld(prompt: ScriptedFeedPrompt(confirmations: [true]))
        let screen = await world.loadedPost(1)
        #expect(screen.plainHints.contains("d delete"))
        // When
        #expect(screen.handle("d"))
        await screen.settled()
        // Then
        #expect(
            world.prompt.confirmMessages == [
                "Delete \u{201C}Notes on the Analytical Engine\u{201D}? This can't be undone."
            ])
        #expect(screen.plainLines(width: 60, height: 5) == ["Post deleted."])
        #expect(screen.plainHints.isEmpty)
        #expect(await world.store.stored.contains { $0.id == 1 } == false)
    }

    @Test func whileTheDeleteWaitsTheScreenSaysSo() async throws {
        // Given a store that holds the delete
        let gate = GatedFeedPosts()
        let prompt = ScriptedFeedPrompt(confirmations: [true])
        let screen = PostScreen(
            model: FeedFeature.makePost(
                id: 1, dependencies: SampleFeed.dependencies(posts: gate, prompt: prompt)
            ) { _ in })
        screen.appear()
        try await eventually("the post asked for") { await gate.postRequestCount == 1 }
        await gate.answerPost(0, with: .success(SampleFeed.posts[0]))
        try await eventually("the post in") { screen.model.post != nil }
        // When
        _ = screen.handle("d")
        try await eventually("the delete") { await gate.deleteRequestCount == 1 }
        // Then
        #expect(screen.plainLines(width: 60, height: 2) == ["Deleting…", "Notes on the Analytical Engine"])
        #expect(screen.isLoading)
        #expect(screen.handle("d") == false)
        await gate.answerDelete(0, with: .failure(.notFound(id: 1)))
        await screen.settled()
        #expect(screen.plainLines(width: 60, height: 5) == ["That post was already deleted."])
    }

    @Test func aFailedDeleteShowsTheCauseAboveThePost() async {
        let world = ScreenWorld(
            failures: .init(deleting: .diskFull), prompt: ScriptedFeedPrompt(confirmations: [true]))
        let screen = await world.loadedPost(1)
        _ = screen.handle("d")
        await screen.settled()
        #expect(
            screen.plainLines(width: 60, height: 3) == [
                "! Couldn't delete \"Notes on the Analytical Engine\". The disk",
                "is full, so nothing can be saved.",
                "Notes on the Analytical Engine",
            ])
    }
}

/// The post scrolls as lists page: one page is the lines on screen.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PostScrollingTests {
    func longPostScreen() async -> PostScreen {
        var post = SampleFeed.posts[0]
        post.body = (1...40).map { "Line \($0)." }.joined(separator: "\n")
        return await ScreenWorld(posts: [post]).loadedPost(post.id)
    }

    @Test func scrollingDownRevealsTheRestOfALongPost() async {
        // Given
        let screen = await longPostScreen()
        _ = screen.plainLines(width: 60, height: 3)
        // When
        #expect(screen.handle("j"))
        #expect(screen.handle(.down))
        // Then
        #expect(
            screen.plainLines(width: 60, height: 3) == [
                "Created 2026-11-22 11:59 UTC (now)", "#history #math", "↓ more below (j/k scroll)",
            ])
    }

    @Test func aLongPostSaysThereIsMoreBelowUntilItsEnd() async {
        // Given a long post at 50 x 10
        let screen = await longPostScreen()
        // Then its last row says there is more, until the end shows the post's last line
        #expect(screen.plainLines(width: 50, height: 10).last == "↓ more below (j/k scroll)")
        #expect(screen.handle("G"))
        #expect(screen.plainLines(width: 50, height: 10).last == "Line 40.")
        #expect(screen.handle("k"))
        #expect(screen.plainLines(width: 50, height: 10).last == "↓ more below (j/k scroll)")
    }

    @Test func whileItCanScrollTheFooterLeadsWithScrollingAndTheHelpListsIt() async {
        // Given a long post of the person's own (so author, tags and delete are offered too)
        let screen = await longPostScreen()
        _ = screen.plainLines(width: 50, height: 10)
        // Then scrolling comes first, so a narrow footer keeps it, and the help lists j/k
        #expect(screen.plainHints.first == "j/k scroll")
        #expect(screen.plainHelp.contains { $0.hasPrefix("j/k ") })
        #expect(screen.plainHints.contains("d delete"))
    }

    @Test func theEndShowsTheLastLinesAndHomeTheFirst() async {
        let screen = await longPostScreen()
        _ = screen.plainLines(width: 60, height: 2)
        #expect(screen.handle(.end))
        #expect(screen.plainLines(width: 60, height: 2) == ["Line 39.", "Line 40."])
        #expect(screen.handle(.home))
        #expect(screen.plainLines(width: 60, height: 1) == ["Notes on the Analytical Engine"])
        #expect(screen.handle("G"))
        #expect(screen.plainLines(width: 60, height: 2) == ["Line 39.", "Line 40."])
        #expect(screen.handle("g"))
        #expect(screen.scrollOffset == 0)
    }

    @Test func aPageIsTheLinesOnScreen() async {
        let screen = await longPostScreen()
        _ = screen.plainLines(width: 60, height: 7)
        #expect(screen.handle("k"))
        #expect(screen.handle(.up))
        #expect(screen.scrollOffset == 0)
        // A page is the post's rows on screen: 6 of the 7, the last saying there is more below
        #expect(screen.handle(.pageDown))
        #expect(screen.handle(.space))
        #expect(screen.scrollOffset == 12)
        #expect(screen.handle(.pageUp))
        #expect(screen.scrollOffset == 6)
    }

    @Test func aPostThatFitsOffersNoScrolling() async {
        let screen = await ScreenWorld().loadedPost(3)
        _ = screen.plainLines(width: 120, height: 24)
        #expect(screen.handle("j") == false)
        #expect(!screen.plainHints.contains("j/k scroll"))
        _ = screen.plainLines(width: 120, height: 3)
        #expect(screen.plainHints.contains("j/k scroll"))
    }

    @Test func nothingScrollsBeforeThePostIsLoaded() {
        let screen = ScreenWorld().post(1)
        #expect(screen.handle("j") == false)
        #expect(screen.scrollOffset == 0)
    }
}
