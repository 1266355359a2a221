import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

/// However deep the person scrolls, the list holds at most `keptPosts`: the posts far above are
/// let go on the way down and read again on the way up, without a gap or a repeat.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedWindowTests {
    /// Pages down as a front end showing the last row would, `pages` times.
    private func pageDown(_ model: FeedViewModel, pages: Int) async {
        for _ in 0..<pages {
            guard let last = model.posts.last else { return }
            await model.loadMore(after: last.id)
        }
    }

    @Test func goingDownKeepsAtMostTenPagesAndLetsTheTopGo() async {
        // Given 1,000 posts
        let model = await FeedWorld(posts: SampleFeed.manyPosts(1_000)).loadedList()
        // When the person pages down past the twentieth page, to the end
        await pageDown(model, pages: 20)
        // Then the list holds the last ten pages read, newest of them first, and knows more is above
        #expect(model.posts.count == FeedViewModel.keptPosts)
        #expect(model.posts.map(\.id) == Array((1...500).reversed()))
        #expect(model.hasEarlier)
        #expect(!model.hasMore)
    }

    @Test func goingBackUpReadsThePageAboveAndLetsTheBottomGo() async {
        // Given a window at the bottom of 1,000 posts
        let world = FeedWorld(posts: SampleFeed.manyPosts(1_000))
        let model = await world.loadedList()
        await pageDown(model, pages: 19)
        // When the person comes back to the top of the window, twice
        await model.loadEarlier(before: model.posts[0].id)
        await model.loadEarlier(before: model.posts[0].id)
        // Then the two pages above are back, the bottom two let go, nothing missing or repeated
        #expect(model.posts.map(\.id) == Array((101...600).reversed()))
        #expect(model.hasMore)
        #expect(model.hasEarlier)
        // And all the way up, the top is the newest post again
        for _ in 0..<20 { await model.loadEarlier(before: model.posts[0].id) }
        #expect(model.posts.first?.id == 1_000)
        #expect(!model.hasEarlier)
        #expect(Set(model.posts.map(\.id)).count == model.posts.count)
    }

    @Test func theEndIsOnePageAwayAndTheWayBackUpIsRead() async {
        // Given the first page of 1,000 posts
        let world = FeedWorld(posts: SampleFeed.manyPosts(1_000))
        let model = await world.loadedList()
        let pagesRead = await world.store.requestedCursors.count
        // When the person jumps to the end
        await model.showOldest()
        // Then the oldest page is shown, none of the pages between read, with nothing below and
        // more above
        #expect(await world.store.requestedCursors.count == pagesRead)
        #expect(model.posts.map(\.id) == Array((1...50).reversed()))
        #expect(!model.hasMore)
        #expect(model.hasEarlier)
        // And going up from there reads the page above, without a gap
        await model.loadEarlier(before: model.posts[0].id)
        #expect(model.posts.map(\.id) == Array((1...100).reversed()))
    }

    @Test func aListCanStartAfterACursorReadingOnlyThatPage() async throws {
        // Given 1,000 posts and a link's cursor after post 501
        let posts = SampleFeed.manyPosts(1_000)
        let world = FeedWorld(posts: posts)
        let model = world.list()
        let post = try #require(posts.first { $0.id == 501 })
        let cursor = FeedCursor(after: post)
        // When the list appears starting there
        await model.appear(startingAfter: cursor)
        // Then one page was read, the next 50 posts, with more below and the newest above
        #expect(await world.store.requestedCursors == [cursor])
        #expect(model.posts.map(\.id) == Array((451...500).reversed()))
        #expect(model.hasMore)
        #expect(model.hasEarlier)
    }

    @Test func aRowFarFromTheTopOfTheWindowAsksForNothing() async {
        let world = FeedWorld(posts: SampleFeed.manyPosts(1_000))
        let model = await world.loadedList()
        await pageDown(model, pages: 19)
        let before = model.posts
        await model.loadEarlier(before: model.posts[20].id)
        #expect(model.posts == before)
    }

    @Test func aPostPublishedFarDownTheListIsShownWithTheNewest() async {
        // Given a window far down the list
        let model = await FeedWorld(posts: SampleFeed.manyPosts(1_000)).loadedList()
        await pageDown(model, pages: 19)
        // When the person publishes
        let post = await model.publish(FeedDraftText(title: "Fresh"))
        // Then the list is back at the top, with the new post first
        #expect(model.posts.first?.id == post?.id)
        #expect(!model.hasEarlier)
    }
}
