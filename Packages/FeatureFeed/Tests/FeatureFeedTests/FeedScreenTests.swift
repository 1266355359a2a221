import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite struct FeedScreenTests {
    static let widths = [30, 120]

    @Test func loadingShowsALoadingLine() {
        let fixture = FeedFixture()
        for width in Self.widths {
            #expect(fixture.screen.render(width: width, height: 10) == ["Loading…"])
        }
    }

    @Test func loadedShowsTwoLinesPerPostAt120Columns() async {
        let fixture = await FeedFixture().loaded()
        #expect(
            fixture.screen.render(width: 120, height: 4) == [
                "› Notes on the Analytical Engine",
                "  Ada Lovelace · now · #history #math",
                "  Why I wrote the first compiler",
                "  Grace Hopper · 5m · #compilers",
            ])
    }

    @Test func loadedTruncatesAt30Columns() async {
        let fixture = await FeedFixture().loaded()
        #expect(
            fixture.screen.render(width: 30, height: 8) == [
                "› Notes on the Analytical Eng…",
                "  Ada Lovelace · now · #histo…",
                "  Why I wrote the first compi…",
                "  Grace Hopper · 5m · #compil…",
                "  Computable numbers, briefly",
                "  Alan Turing · 3h",
                "  功夫与代码 🥋",
                "  李小龙 · 2d · #武术 #swift",
            ])
    }

    @Test func compactShowsOneLinePerPostWithLikeCounts() async {
        let fixture = await FeedFixture(compact: true, flags: ["feed.like_counts"]).loaded()
        let lines = fixture.screen.render(width: 120, height: 10)
        #expect(lines.count == 6)
        #expect(lines[1] == "  Why I wrote the first compiler · Grace Hopper · 5m · #compilers · ♥ 40")
    }

    @Test func emptyShowsAFriendlySentence() async {
        let fixture = await FeedFixture(posts: []).loaded()
        #expect(
            fixture.screen.render(width: 120, height: 5) == ["No posts yet. Press n to write the first one."])
        #expect(fits(fixture.screen.render(width: 30, height: 5), width: 30, height: 5))
    }

    @Test func failedShowsTheMessageAndHowToRetry() async {
        let fixture = await FeedFixture(failures: .init(loading: true)).loaded()
        #expect(
            fixture.screen.render(width: 30, height: 5) == [
                "Couldn't load the feed. Check", "your connection.", "r to retry",
            ])
    }

    @Test func theSelectionStaysVisibleAndALoadingMoreLineShows() async {
        // Given
        let fixture = await FeedFixture(posts: SampleFeed.manyPosts(120)).loaded()
        // When
        fixture.model.moveSelection(by: 45)
        let lines = fixture.screen.render(width: 40, height: 7)
        // Then
        #expect(lines.last == "Loading more…")
        #expect(lines[4] == "› Post number 75")
    }

    @Test func everyStateFitsEveryWidthAndHeight() async {
        let fixtures = [
            FeedFixture(),
            await FeedFixture().loaded(),
            await FeedFixture(compact: true, flags: ["feed.like_counts"]).loaded(),
            await FeedFixture(posts: []).loaded(),
            await FeedFixture(failures: .init(loading: true)).loaded(),
        ]
        for fixture in fixtures {
            for width in [1, 2, 5, 30, 60, 120] {
                for height in [1, 3, 24] {
                    #expect(
                        fits(
                            fixture.screen.render(width: width, height: height), width: width, height: height)
                    )
                }
            }
            #expect(fixture.screen.render(width: 0, height: 10).isEmpty)
            #expect(fixture.screen.render(width: 10, height: 0).isEmpty)
        }
    }

    @Test func keysMoveOpenAndRefresh() async {
        // Given
        let fixture = await FeedFixture(posts: SampleFeed.manyPosts(30)).loaded()
        let screen = fixture.screen
        // When / Then
        #expect(screen.handle(key: "j"))
        #expect(screen.handle(key: "down"))
        #expect(fixture.model.selection == 2)
        #expect(screen.handle(key: "k"))
        #expect(screen.handle(key: "up"))
        #expect(fixture.model.selection == 0)
        #expect(screen.handle(key: "pagedown"))
        #expect(fixture.model.selection == 10)
        #expect(screen.handle(key: "pageup"))
        #expect(screen.handle(key: "end"))
        #expect(fixture.model.selection == 29)
        #expect(screen.handle(key: "home"))
        #expect(screen.handle(key: "enter"))
        #expect(screen.handle(key: "a"))
        #expect(fixture.log.events == [.openPost(id: 30), .openAuthor(id: 2)])
        #expect(screen.handle(key: "r"))
        #expect(fixture.model.state == .loading)
    }

    @Test func composeAndDeleteKeysStartThoseActions() async {
        let prompt = ScriptedFeedPrompt()
        let fixture = await FeedFixture(prompt: prompt).loaded()
        #expect(fixture.screen.handle(key: "n"))
        await eventually { prompt.askedTitles.count == 1 }
        #expect(fixture.screen.handle(key: "d"))
        await eventually { prompt.confirmMessages.count == 1 }
        #expect(prompt.askedTitles == ["New post: title"])
    }

    @Test(arguments: ["1", "2", "3", "tab", "q", "?", "escape", "backspace", "x"])
    func shellKeysAreNeverConsumed(key: String) async {
        let fixture = await FeedFixture().loaded()
        #expect(fixture.screen.handle(key: key) == false)
    }

    @Test func hintsOfferDeleteOnlyOnTheUsersOwnPost() async {
        let fixture = await FeedFixture().loaded()
        #expect(fixture.screen.title == "Feed")
        #expect(
            fixture.screen.keyHints == ["enter open", "a author", "n new", "d delete", "r refresh", "t tags"])
        fixture.model.moveSelection(by: 1)
        #expect(fixture.screen.keyHints == ["enter open", "a author", "n new", "r refresh", "t tags"])
    }

    @Test func appearStartsLoadingAndDisappearDropsItsAnswer() async {
        // Given
        let gate = GatedFeedPosts()
        let fixture = FeedFixture(source: gate)
        // When
        fixture.screen.appear()
        await eventually { await gate.pageRequestCount == 1 }
        fixture.screen.disappear()
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        for _ in 0..<100 { await Task.yield() }
        // Then
        #expect(fixture.screen.render(width: 30, height: 3) == ["Loading…"])
    }

    @Test func theScreenSaysItIsLoadingUntilThePostsArriveAndWhileTheNextPageLoads() async {
        // Given a feed that has not appeared yet
        let fixture = FeedFixture(posts: SampleFeed.manyPosts(120))
        #expect(fixture.screen.isLoading)
        // When the first page is in
        _ = await fixture.loaded()
        // Then it is not busy, until the selection nears the end and the next page is asked for
        #expect(fixture.screen.isLoading == false)
        fixture.model.moveSelection(by: 40)
        #expect(fixture.screen.isLoading)
        await fixture.model.loadMoreIfNeeded()?.value
        await eventually { fixture.model.isLoadingMore == false }
        #expect(fixture.screen.isLoading == false)
    }
}
