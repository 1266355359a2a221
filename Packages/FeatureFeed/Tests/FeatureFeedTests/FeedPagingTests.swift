import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedPagingTests {
    @Test func theFirstPageHoldsFiftyPosts() async {
        let model = await FeedWorld(posts: SampleFeed.manyPosts(120)).loadedList()
        #expect(model.posts.count == 50)
        #expect(model.hasMore)
    }

    @Test func aRowFarFromTheEndAsksForNothing() async {
        // Given
        let world = FeedWorld(posts: SampleFeed.manyPosts(120))
        let model = await world.loadedList()
        // When the front end shows row 40 of 50 (the 11th from the end)
        await model.loadMore(after: model.posts[39].id)
        // Then
        #expect(await world.store.requestedCursors.count == 1)
        #expect(model.posts.count == 50)
    }

    @Test func aRowNearTheEndLoadsThePageAfterTheLastPost() async {
        // Given
        let world = FeedWorld(posts: SampleFeed.manyPosts(120))
        let model = await world.loadedList()
        let last = model.posts[49]
        // When the front end shows row 41 of 50 (the 10th from the end)
        await model.loadMore(after: model.posts[40].id)
        // Then
        #expect(await world.store.requestedCursors.last == FeedCursor(createdAt: last.createdAt, id: last.id))
        #expect(model.posts.map(\.id) == Array((21...120).reversed()))
        #expect(model.isLoadingMore == false)
    }

    @Test func theLastPageEndsPaging() async {
        // Given
        let world = FeedWorld(posts: SampleFeed.manyPosts(60))
        let model = await world.loadedList()
        // When
        await model.loadMore(after: model.posts[49].id)
        await model.loadMore(after: model.posts[59].id)
        // Then
        #expect(model.posts.count == 60)
        #expect(model.hasMore == false)
        #expect(await world.store.requestedCursors.count == 2)
    }

    @Test func anUnknownRowAsksForNothing() async {
        let world = FeedWorld(posts: SampleFeed.manyPosts(60))
        let model = await world.loadedList()
        await model.loadMore(after: 9_999)
        #expect(await world.store.requestedCursors.count == 1)
    }

    @Test func whileAPageLoadsAnotherAskIsIgnored() async throws {
        // Given a page in flight
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).list()
        let appearing = Task { await model.refresh() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(Array(SampleFeed.manyPosts(50).reversed())))
        await appearing.value
        let more = Task { await model.loadMore(after: model.posts[49].id) }
        try await eventually("the next page asked for") { await gate.pageRequestCount == 2 }
        #expect(model.isLoadingMore)
        // When the front end asks again
        await model.loadMore(after: model.posts[48].id)
        // Then no second page is asked for
        #expect(await gate.pageRequestCount == 2)
        await gate.answerPage(1, with: .success([]))
        await more.value
        #expect(model.hasMore == false)
    }

    @Test func postsArrivingMeanwhileCauseNoDuplicatesOrGaps() async {
        // Given a first page, then new posts published at the top
        let world = FeedWorld(posts: SampleFeed.manyPosts(70))
        let model = await world.loadedList()
        for id in 71...75 {
            await world.store.add(SampleFeed.post(id, by: 2, "New \(id)", ago: 0, tags: []))
        }
        // When the next page loads
        await model.loadMore(after: model.posts[49].id)
        // Then every older post appears once, in order
        #expect(model.posts.map(\.id) == Array((1...70).reversed()))
    }

    @Test func aFailedPageKeepsThePostsAndSaysWhy() async {
        // Given
        let world = FeedWorld(posts: SampleFeed.manyPosts(60))
        let model = await world.loadedList()
        await world.store.setFailures(.init(loading: .busy))
        // When
        await model.loadMore(after: model.posts[49].id)
        // Then
        #expect(model.message == "Couldn't load more posts. The database is busy; try again in a moment.")
        #expect(model.posts.count == 50)
        #expect(model.hasMore)
    }

    @Test func aRefreshDropsAPageAskedForBeforeIt() async throws {
        // Given a page in flight
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).list()
        let first = Task { await model.refresh() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(Array(SampleFeed.manyPosts(50).reversed())))
        await first.value
        let more = Task { await model.loadMore(after: model.posts[49].id) }
        try await eventually("the next page asked for") { await gate.pageRequestCount == 2 }
        // When a refresh starts and the old page answers afterwards
        let second = Task { await model.refresh() }
        try await eventually("the refresh asked") { await gate.pageRequestCount == 3 }
        await gate.answerPage(
            1, with: .success([SampleFeed.post(999, by: 1, "Old page", ago: 99_999, tags: [])]))
        await more.value
        await gate.answerPage(2, with: .success([SampleFeed.posts[0]]))
        await second.value
        // Then only the refresh's answer shows
        #expect(model.posts.map(\.id) == [1])
        #expect(model.isLoadingMore == false)
    }

    @Test func leavingWhileAPageLoadsLeavesTheListAsItWas() async throws {
        // Given a page in flight
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).list()
        let first = Task { await model.refresh() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(Array(SampleFeed.manyPosts(50).reversed())))
        await first.value
        let more = Task { await model.loadMore(after: model.posts[49].id) }
        try await eventually("the next page asked for") { await gate.pageRequestCount == 2 }
        // When the front end cancels it
        more.cancel()
        await gate.answerPage(1, with: .success([SampleFeed.post(999, by: 1, "Late", ago: 99_999, tags: [])]))
        await more.value
        // Then
        #expect(model.posts.count == 50)
        #expect(model.isLoadingMore == false)
        #expect(model.message == nil)
    }

    @Test func aPageOverlappingTheListIsDedupedById() {
        let posts = Array(SampleFeed.posts.prefix(3))
        let merged = FeedPostList.appending(Array(SampleFeed.posts[2...4]), to: posts)
        #expect(merged.map(\.id) == [1, 2, 3, 4, 5])
    }

    @Test func theCursorAdmitsOnlyOlderPosts() {
        let cursor = FeedCursor(createdAt: SampleFeed.now, id: 10)
        let same = SampleFeed.post(9, by: 1, "same time, lower id", ago: 0, tags: [])
        let newer = SampleFeed.post(11, by: 1, "same time, higher id", ago: 0, tags: [])
        let older = SampleFeed.post(12, by: 1, "older", ago: 60, tags: [])
        #expect(cursor.precedes(same))
        #expect(cursor.precedes(newer) == false)
        #expect(cursor.precedes(older))
    }

    @Test func aTagListPagesLikeTheFeed() async {
        // Given 120 posts carrying "swift"
        let posts = SampleFeed.manyPosts(120).map { post in
            var post = post
            post.tags = ["swift"]
            return post
        }
        let model = await FeedWorld(posts: posts).loadedList(.tagged("swift"))
        #expect(model.posts.count == 50)
        // When a row near the end is shown
        await model.loadMore(after: model.posts[45].id)
        // Then the next page follows on after the last post shown
        #expect(model.posts.map(\.id) == Array((21...120).reversed()))
    }
}
