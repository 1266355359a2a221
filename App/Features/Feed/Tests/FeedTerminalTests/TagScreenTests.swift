import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedTerminal

@MainActor @Suite(.timeLimit(.minutes(1))) struct TagScreenTests {
    private func tagged(_ tag: String, _ posts: [FeedPost] = SampleFeed.posts) async -> (
        FeedScreen, ScreenWorld
    ) {
        let world = ScreenWorld(posts: posts)
        return (await world.loadedFeed(.tagged(tag)), world)
    }

    @Test func aTagListsOnlyItsPostsNewestFirstUnderItsName() async {
        // Given posts 1 and 5 carry "math", post 1 the newer
        let (screen, _) = await tagged("math")
        // Then
        #expect(screen.model.posts.map(\.id) == [1, 5])
        #expect(screen.title == "#math")
        let lines = screen.plainLines(width: 60, height: 10)
        #expect(lines.contains { $0.contains("Notes on the Analytical Engine") })
        #expect(!lines.contains { $0.contains("Why I wrote the first compiler") })
    }

    /// Issue 43, item 25: a tag "is shown as it was first written", whatever case opened it.
    @Test func aTagOpenedInAnotherCaseIsHeadedAsItWasFirstWritten() async {
        let (screen, _) = await tagged("MATH")
        #expect(screen.model.posts.map(\.id) == [1, 5])
        #expect(screen.title == "#math")
    }

    @Test func aTagPagesLikeTheFeed() async {
        // Given 120 posts carrying "swift"
        let posts = SampleFeed.manyPosts(120).map { post in
            var post = post
            post.tags = ["swift"]
            return post
        }
        let (screen, _) = await tagged("swift", posts)
        #expect(screen.model.posts.count == 50)
        // When the rows near the end are drawn
        screen.walkToTheLastLoadedPost()
        _ = screen.plainLines(width: 60, height: 20)
        await screen.settled()
        // Then the next page follows on after the last post shown
        #expect(screen.model.posts.map(\.id) == Array((21...120).reversed()))
    }

    @Test func aTagWithoutPostsSaysSo() async {
        let (screen, _) = await tagged("knitting")
        #expect(screen.model.state == .empty)
        #expect(screen.plainLines(width: 60, height: 5).contains("No posts are tagged #knitting."))
    }

    @Test func writingAPostIsTheFeedsNotATags() async {
        let (screen, _) = await tagged("math")
        #expect(screen.handle("n") == false)
        #expect(!screen.plainHints.contains("n new"))
    }

    @Test func viewingATagIsTrackedWithItsName() async {
        let (_, world) = await tagged("math")
        #expect(world.analytics.events.last == .init("feed.viewed", ["tag": "math"]))
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct OpeningATagTests {
    @Test func tPicksEachTagOfTheSelectedRowInTurnAndEnterOpensIt() async {
        // Given the feed, with post 4 (tags 武术 and swift) selected
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        for _ in 0..<3 { _ = screen.handle("j") }
        #expect(screen.selectedPost?.id == 4)
        // When t is pressed twice, then Enter
        _ = screen.handle("t")
        #expect(screen.plainLines(width: 80, height: 20).contains { $0.contains("[#武术] #swift") })
        _ = screen.handle("t")
        #expect(screen.plainHints.first == "enter open tag")
        _ = screen.handle(.enter)
        // Then the second tag opens, not the post
        #expect(world.log.events == [.openTag("swift")])
    }

    @Test func aThirdPressPicksNoTagAndEnterOpensThePostAgain() async {
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        for _ in 0..<3 { _ = screen.handle("j") }
        for _ in 0..<3 { _ = screen.handle("t") }
        _ = screen.handle(.enter)
        #expect(world.log.events == [.openPost(id: 4)])
    }

    @Test func movingTheSelectionDropsThePick() async {
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        for _ in 0..<3 { _ = screen.handle("j") }
        _ = screen.handle("t")
        _ = screen.handle("j")
        _ = screen.handle("k")
        #expect(screen.pickedTag == nil)
        _ = screen.handle(.enter)
        #expect(world.log.events == [.openPost(id: 4)])
    }

    @Test func aPostWithoutTagsOffersNone() async {
        let screen = await ScreenWorld().loadedFeed()
        _ = screen.handle("j")
        _ = screen.handle("j")
        #expect(screen.selectedPost?.tags.isEmpty == true)
        #expect(screen.handle("t") == false)
        #expect(!screen.plainHints.contains("t tags"))
    }

    @Test func onAPostTPicksATagAndEnterOpensIt() async {
        // Given post 4 shown in full
        let world = ScreenWorld()
        let screen = await world.loadedPost(4)
        // When Enter comes before any pick, nothing opens; after t it opens the picked tag
        #expect(screen.handle(.enter) == false)
        #expect(world.log.events.isEmpty)
        _ = screen.handle("t")
        #expect(screen.plainLines(width: 80, height: 20).contains("[#武术] #swift"))
        #expect(screen.plainHints.contains("enter open tag"))
        _ = screen.handle(.enter)
        #expect(world.log.events == [.openTag("武术")])
    }
}
