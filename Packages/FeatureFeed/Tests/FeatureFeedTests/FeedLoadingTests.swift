import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

@MainActor @Suite struct FeedLoadingTests {
    @Test func aNewFeedIsIdleUntilItAppears() {
        let fixture = FeedFixture()
        #expect(fixture.model.state == .idle)
    }

    @Test func appearingShowsLoadingThenPostsNewestFirst() async {
        // Given
        let fixture = FeedFixture()
        // When
        let task = fixture.model.appear()
        // Then
        #expect(fixture.model.state == .loading)
        await task.value
        #expect(fixture.model.posts.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(fixture.model.selection == 0)
    }

    @Test func noPostsMeansEmpty() async {
        let fixture = await FeedFixture(posts: []).loaded()
        #expect(fixture.model.state == .empty)
    }

    @Test func aFailingStoreMeansAStableMessage() async {
        let fixture = await FeedFixture(failures: .init(loading: true)).loaded()
        #expect(fixture.model.state == .failed("Couldn't load the feed. Check your connection."))
    }

    @Test func refreshingAfterAFailureLoadsThePosts() async {
        // Given
        let fixture = await FeedFixture(failures: .init(loading: true)).loaded()
        await fixture.store.setFailures(.init())
        // When
        await fixture.model.refresh().value
        // Then
        #expect(fixture.model.posts.count == SampleFeed.posts.count)
    }

    @Test func likeCountsFollowTheFlagOnEachRefresh() async {
        // Given
        let fixture = await FeedFixture().loaded()
        #expect(fixture.model.showsLikeCounts == false)
        // When
        await fixture.flags.set("feed.like_counts", on: true)
        await fixture.model.refresh().value
        // Then
        #expect(fixture.model.showsLikeCounts)
    }

    @Test func theCompactPreferenceIsReadOnAppear() async {
        let fixture = await FeedFixture(compact: true).loaded()
        #expect(fixture.model.isCompact)
    }

    @Test func disappearingCancelsTheLoadAndDropsItsAnswer() async {
        // Given
        let gate = GatedFeedPosts()
        let fixture = FeedFixture(source: gate)
        let task = fixture.model.appear()
        await eventually { await gate.pageRequestCount == 1 }
        // When
        fixture.model.disappear()
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await task.value
        // Then
        #expect(fixture.model.state == .loading)
    }

    @Test func aNewerRefreshWinsOverAnOlderSlowerOne() async {
        // Given two refreshes in flight
        let gate = GatedFeedPosts()
        let fixture = FeedFixture(source: gate)
        let first = fixture.model.refresh()
        await eventually { await gate.pageRequestCount == 1 }
        let second = fixture.model.refresh()
        await eventually { await gate.pageRequestCount == 2 }
        // When the newer answers first and the older answers last
        await gate.answerPage(1, with: .success([SampleFeed.posts[1]]))
        await second.value
        await gate.answerPage(0, with: .success([SampleFeed.posts[0]]))
        await first.value
        // Then the older refresh was cancelled and its answer dropped
        #expect(first.isCancelled)
        #expect(fixture.model.posts.map(\.id) == [2])
    }
}
