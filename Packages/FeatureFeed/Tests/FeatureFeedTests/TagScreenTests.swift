import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

@MainActor @Suite struct TagScreenTests {
    private func tagged(_ tag: String, _ posts: [FeedPost] = SampleFeed.posts) async -> FeedFixture {
        await FeedFixture(posts: posts, listing: .tagged(tag)).loaded()
    }

    @Test func aTagListsOnlyItsPostsNewestFirstUnderItsName() async {
        // Given posts 1 and 5 carry "math", post 1 the newer
        let fixture = await tagged("math")
        // Then
        #expect(fixture.model.posts.map(\.id) == [1, 5])
        #expect(fixture.screen.title == "#math")
        let lines = fixture.screen.render(width: 60, height: 10)
        #expect(lines.contains { $0.contains("Notes on the Analytical Engine") })
        #expect(!lines.contains { $0.contains("Why I wrote the first compiler") })
    }

    @Test func aTagPagesLikeTheFeed() async {
        // Given 120 posts carrying "swift"
        let posts = SampleFeed.manyPosts(120).map { post in
            var post = post
            post.tags = ["swift"]
            return post
        }
        let fixture = await tagged("swift", posts)
        #expect(fixture.model.posts.count == 50)
        // When the selection nears the end
        fixture.model.moveSelection(by: 45)
        await fixture.model.loadMoreIfNeeded()?.value
        await eventually { fixture.model.isLoadingMore == false }
        // Then the next page follows on after the last post shown
        #expect(fixture.model.posts.map(\.id) == Array((21...120).reversed()))
    }

    @Test func aTagWithoutPostsSaysSo() async {
        let fixture = await tagged("knitting")
        #expect(fixture.model.state == .empty)
        #expect(fixture.screen.render(width: 60, height: 5).contains("No posts are tagged #knitting."))
    }

    @Test func writingAPostIsTheFeedsNotATags() async {
        let fixture = await tagged("math")
        #expect(fixture.screen.handle(key: "n") == false)
        #expect(!fixture.screen.keyHints.contains("n new"))
    }

    @Test func viewingATagIsTrackedWithItsName() async {
        let fixture = await tagged("math")
        #expect(fixture.analytics.events.last == .init("feed.viewed", ["tag": "math"]))
    }
}

@MainActor @Suite struct OpeningATagTests {
    @Test func tPicksEachTagOfTheSelectedRowInTurnAndEnterOpensIt() async {
        // Given the feed, with post 4 (tags 武术 and swift) selected
        let fixture = await FeedFixture().loaded()
        fixture.model.moveSelection(by: 3)
        #expect(fixture.model.selectedPost?.id == 4)
        // When t is pressed twice, then Enter
        _ = fixture.screen.handle(key: "t")
        #expect(fixture.screen.render(width: 80, height: 20).contains { $0.contains("[#武术] #swift") })
        _ = fixture.screen.handle(key: "t")
        #expect(fixture.screen.keyHints.first == "enter open tag")
        _ = fixture.screen.handle(key: "enter")
        // Then the second tag opens, not the post
        #expect(fixture.log.events == [.openTag("swift")])
    }

    @Test func aThirdPressPicksNoTagAndEnterOpensThePostAgain() async {
        let fixture = await FeedFixture().loaded()
        fixture.model.moveSelection(by: 3)
        for _ in 0..<3 { _ = fixture.screen.handle(key: "t") }
        _ = fixture.screen.handle(key: "enter")
        #expect(fixture.log.events == [.openPost(id: 4)])
    }

    @Test func movingTheSelectionDropsThePick() async {
        let fixture = await FeedFixture().loaded()
        fixture.model.moveSelection(by: 3)
        _ = fixture.screen.handle(key: "t")
        fixture.model.moveSelection(by: 1)
        fixture.model.moveSelection(by: -1)
        #expect(fixture.model.pickedTag == nil)
        _ = fixture.screen.handle(key: "enter")
        #expect(fixture.log.events == [.openPost(id: 4)])
    }

    @Test func aPostWithoutTagsOffersNone() async {
        let fixture = await FeedFixture().loaded()
        fixture.model.moveSelection(by: 2)
        #expect(fixture.model.selectedPost?.tags.isEmpty == true)
        _ = fixture.screen.handle(key: "t")
        #expect(fixture.model.pickedTag == nil)
        #expect(!fixture.screen.keyHints.contains("t tags"))
    }

    @Test func onAPostTPicksATagAndEnterOpensIt() async {
        // Given post 4 shown in full
        let log = EventLog()
        let screen = FeedFeature.makePostScreen(
            postID: 4,
            dependencies: SampleFeed.dependencies(posts: InMemoryFeedPosts(posts: SampleFeed.posts))
        ) { log.events.append($0) }
        await screen.model.load().value
        // When Enter comes before any pick, nothing opens; after t it opens the picked tag
        _ = screen.handle(key: "enter")
        #expect(log.events.isEmpty)
        _ = screen.handle(key: "t")
        #expect(screen.render(width: 80, height: 20).contains("[#武术] #swift"))
        #expect(screen.keyHints.contains("enter open tag"))
        _ = screen.handle(key: "enter")
        #expect(log.events == [.openTag("武术")])
    }
}
