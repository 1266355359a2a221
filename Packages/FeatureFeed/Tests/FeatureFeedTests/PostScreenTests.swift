import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite struct PostScreenTests {
    func makeScreen(id: Int, log: EventLog = EventLog(), failing: Bool = false) -> PostScreen {
        let store = InMemoryFeedPosts(posts: SampleFeed.posts, failures: .init(loading: failing))
        return FeedFeature.makePostScreen(postID: id, dependencies: SampleFeed.dependencies(posts: store)) {
            log.events.append($0)
        }
    }

    func loadedScreen(id: Int, log: EventLog = EventLog(), failing: Bool = false) async -> PostScreen {
        let screen = makeScreen(id: id, log: log, failing: failing)
        await screen.model.load().value
        return screen
    }

    @Test func loadingShowsALoadingLine() {
        let screen = makeScreen(id: 1)
        screen.appear()
        #expect(screen.render(width: 30, height: 5) == ["Loading…"])
        screen.disappear()
    }

    @Test func aLoadedPostShowsTitleAuthorDatesTagsAndBody() async {
        let screen = await loadedScreen(id: 4)
        #expect(
            screen.render(width: 120, height: 20) == [
                "功夫与代码 🥋",
                "by 李小龙",
                "Created 2026-11-20 12:00 UTC (2d)",
                "Updated 2026-11-20 13:00 UTC (1d)",
                "#武术 #swift",
                "",
                "功夫与代码 🥋. A short body that wraps across lines when the terminal is narrow.",
            ])
    }

    @Test func aLoadedPostWrapsAt30Columns() async {
        let screen = await loadedScreen(id: 1)
        #expect(
            screen.render(width: 30, height: 20) == [
                "Notes on the Analytical Engine",
                "by Ada Lovelace",
                "Created 2026-11-22 11:59 UTC",
                "(now)",
                "#history #math",
                "",
                "Notes on the Analytical",
                "Engine. A short body that",
                "wraps across lines when the",
                "terminal is narrow.",
            ])
    }

    @Test func aMissingPostSaysSoClearly() async {
        let screen = await loadedScreen(id: 999)
        #expect(
            screen.render(width: 120, height: 5) == ["This post doesn't exist. It may have been deleted."])
        #expect(screen.keyHints == ["r reload"])
    }

    @Test func aFailedLoadShowsHowToRetry() async {
        let screen = await loadedScreen(id: 1, failing: true)
        #expect(
            screen.render(width: 120, height: 5) == [
                "Couldn't load this post. Check your connection.", "r to retry",
            ])
    }

    @Test func everyStateFitsEveryWidthAndHeight() async {
        let screens = [
            makeScreen(id: 1), await loadedScreen(id: 4), await loadedScreen(id: 999),
            await loadedScreen(id: 1, failing: true),
        ]
        for screen in screens {
            for width in [1, 2, 5, 30, 120] {
                for height in [1, 4, 24] {
                    #expect(fits(screen.render(width: width, height: height), width: width, height: height))
                }
            }
            #expect(screen.render(width: 0, height: 5).isEmpty)
        }
    }

    @Test func aOpensTheAuthorAndROtherKeysAreLeftToTheShell() async {
        // Given
        let log = EventLog()
        let screen = await loadedScreen(id: 3, log: log)
        // When / Then
        #expect(screen.title == "Post")
        #expect(screen.keyHints == ["j/k scroll", "a author", "r reload"])
        #expect(screen.handle(key: "a"))
        #expect(log.events == [.openAuthor(id: 3)])
        #expect(screen.handle(key: "r"))
        #expect(screen.handle(key: "escape") == false)
        #expect(screen.handle(key: "backspace") == false)
    }
}

@MainActor @Suite struct PostScrollingTests {
    func longPostScreen() async -> PostScreen {
        var post = SampleFeed.posts[0]
        post.body = (1...40).map { "Line \($0)." }.joined(separator: "\n")
        let store = InMemoryFeedPosts(posts: [post])
        let screen = FeedFeature.makePostScreen(
            postID: post.id, dependencies: SampleFeed.dependencies(posts: store)
        ) { _ in }
        await screen.model.load().value
        return screen
    }

    @Test func scrollingDownRevealsTheRestOfALongPost() async {
        // Given
        let screen = await longPostScreen()
        // When
        #expect(screen.handle(key: "j"))
        #expect(screen.handle(key: "down"))
        // Then
        #expect(
            screen.render(width: 60, height: 3) == [
                "Created 2026-11-22 11:59 UTC (now)", "#history #math", "",
            ])
    }

    @Test func theEndShowsTheLastLinesAndHomeTheFirst() async {
        // Given
        let screen = await longPostScreen()
        // When
        #expect(screen.handle(key: "end"))
        // Then
        #expect(screen.render(width: 60, height: 2) == ["Line 39.", "Line 40."])
        #expect(screen.render(width: 120, height: 2) == ["Line 39.", "Line 40."])
        #expect(screen.handle(key: "home"))
        #expect(screen.render(width: 60, height: 1) == ["Notes on the Analytical Engine"])
    }

    @Test func scrollingStopsAtTheTopAndPagesMoveTenLines() async {
        let screen = await longPostScreen()
        #expect(screen.handle(key: "k"))
        #expect(screen.handle(key: "up"))
        #expect(screen.model.scrollOffset == 0)
        #expect(screen.handle(key: "pagedown"))
        #expect(screen.handle(key: "space"))
        #expect(screen.model.scrollOffset == 20)
        #expect(screen.handle(key: "pageup"))
        #expect(screen.model.scrollOffset == 10)
    }

    @Test func aReloadStartsAtTheTop() async {
        let screen = await longPostScreen()
        _ = screen.handle(key: "end")
        await screen.model.load().value
        #expect(screen.model.scrollOffset == 0)
    }

    @Test func nothingScrollsBeforeThePostIsLoaded() {
        let screen = FeedFeature.makePostScreen(postID: 1, dependencies: SampleFeed.dependencies()) { _ in }
        #expect(screen.handle(key: "j"))
        #expect(screen.model.scrollOffset == 0)
    }

    @Test func thePostScreenIsLoadingUntilThePostArrives() async {
        // Given
        let model = PostViewModel(
            postID: SampleFeed.posts[0].id, dependencies: SampleFeed.dependencies(), onEvent: { _ in })
        let screen = PostScreen(model: model)
        #expect(screen.isLoading)
        // When
        await model.load().value
        // Then
        #expect(screen.isLoading == false)
    }
}
