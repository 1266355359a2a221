import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

@MainActor @Suite struct FeedPagingTests {
    @Test func theFirstPageHoldsFiftyPosts() async {
        let fixture = await FeedFixture(posts: SampleFeed.manyPosts(120)).loaded()
        #expect(fixture.model.posts.count == 50)
        #expect(fixture.model.hasMore)
    }

    @Test func noPageLoadsWhileTheSelectionIsFarFromTheEnd() async {
        // Given
        let fixture = await FeedFixture(posts: SampleFeed.manyPosts(120)).loaded()
        // When
        fixture.model.moveSelection(by: 39)
        // Then
        #expect(fixture.model.isLoadingMore == false)
        #expect(await fixture.store.requestedCursors.count == 1)
    }

    @Test func theNextPageLoadsWithinTenRowsOfTheEndAfterTheLastPost() async {
        // Given
        let fixture = await FeedFixture(posts: SampleFeed.manyPosts(120)).loaded()
        let last = fixture.model.posts[49]
        // When
        fixture.model.moveSelection(by: 40)
        #expect(fixture.model.isLoadingMore)
        await fixture.model.loadMoreIfNeeded()?.value
        await eventually { fixture.model.isLoadingMore == false }
        // Then
        #expect(
            await fixture.store.requestedCursors.last == FeedCursor(createdAt: last.createdAt, id: last.id))
        #expect(fixture.model.posts.map(\.id) == Array((21...120).reversed()))
    }

    @Test func theLastPageEndsPaging() async {
        // Given
        let fixture = await FeedFixture(posts: SampleFeed.manyPosts(60)).loaded()
        // When
        fixture.model.selectLast()
        await eventually { fixture.model.isLoadingMore == false }
        fixture.model.selectLast()
        // Then
        #expect(fixture.model.posts.count == 60)
        #expect(fixture.model.hasMore == false)
        #expect(fixture.model.loadMoreIfNeeded() == nil)
    }

    @Test func postsArrivingMeanwhileCauseNoDuplicatesOrGaps() async {
        // Given a first page, then new posts published at the top
        let fixture = await FeedFixture(posts: SampleFeed.manyPosts(70)).loaded()
        for id in 71...75 {
            await fixture.store.add(SampleFeed.post(id, by: 2, "New \(id)", ago: 0, tags: []))
        }
        // When the next page loads
        fixture.model.selectLast()
        await eventually { fixture.model.isLoadingMore == false }
        // Then every older post appears once, in order
        #expect(fixture.model.posts.map(\.id) == Array((1...70).reversed()))
    }

    @Test func aPageOverlappingTheListIsDedupedById() {
        let posts = Array(SampleFeed.posts.prefix(3))
        let merged = FeedPostList.appending(Array(SampleFeed.posts[2...4]), to: posts)
        #expect(merged.map(\.id) == [1, 2, 3, 4, 5])
    }

    @Test func aFailedPageSaysSoAndKeepsThePosts() async {
        // Given
        let fixture = await FeedFixture(posts: SampleFeed.manyPosts(60)).loaded()
        await fixture.store.setFailures(.init(loading: true))
        // When
        fixture.model.selectLast()
        await eventually { fixture.model.isLoadingMore == false }
        // Then
        #expect(fixture.model.message == FeedMessages.loadMoreFailed)
        #expect(fixture.model.posts.count == 50)
    }

    @Test func aRefreshDropsAPageRequestedBeforeIt() async {
        // Given a page request in flight
        let gate = GatedFeedPosts()
        let fixture = FeedFixture(source: gate)
        let refresh = fixture.model.refresh()
        await eventually { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(SampleFeed.manyPosts(50).reversed()))
        await refresh.value
        fixture.model.selectLast()
        await eventually { await gate.pageRequestCount == 2 }
        // When a refresh starts and the old page answers afterwards
        let second = fixture.model.refresh()
        await eventually { await gate.pageRequestCount == 3 }
        await gate.answerPage(
            1, with: .success([SampleFeed.post(999, by: 1, "Old page", ago: 99_999, tags: [])]))
        await gate.answerPage(2, with: .success([SampleFeed.posts[0]]))
        await second.value
        // Then only the refresh's answer shows
        #expect(fixture.model.posts.map(\.id) == [1])
    }

    @Test func movingTheSelectionStaysWithinTheList() async {
        let fixture = await FeedFixture().loaded()
        fixture.model.moveSelection(by: -5)
        #expect(fixture.model.selection == 0)
        fixture.model.selectLast()
        #expect(fixture.model.selection == 5)
        fixture.model.moveSelection(by: 3)
        #expect(fixture.model.selection == 5)
        fixture.model.selectFirst()
        #expect(fixture.model.selection == 0)
    }

    @Test func theCursorAdmitsOnlyOlderPosts() {
        let date = SampleFeed.now
        let cursor = FeedCursor(createdAt: date, id: 10)
        let same = SampleFeed.post(9, by: 1, "same time, lower id", ago: 0, tags: [])
        let newer = SampleFeed.post(11, by: 1, "same time, higher id", ago: 0, tags: [])
        let older = SampleFeed.post(12, by: 1, "older", ago: 60, tags: [])
        #expect(cursor.precedes(same))
        #expect(cursor.precedes(newer) == false)
        #expect(cursor.precedes(older))
    }
}
