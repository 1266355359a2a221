import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedLoadingTests {
    @Test func aNewListIsIdleUntilItAppears() {
        #expect(FeedWorld().list().state == .idle)
    }

    @Test func appearingShowsLoadingThenThePostsNewestFirst() async throws {
        // Given a store that answers when told
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).list()
        // When
        let appearing = Task { await model.appear() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        // Then
        #expect(model.state == .loading)
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await appearing.value
        #expect(model.posts.map(\.id) == [1, 2, 3, 4, 5, 6])
    }

    @Test func leavingDuringASecondFirstLoadLeavesTheListIdle() async throws {
        // Given a first load under way and a refresh superseding it
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).list()
        let appearing = Task { await model.appear() }
        try await eventually("the first load's page asked for") { await gate.pageRequestCount == 1 }
        let refreshing = Task { await model.refresh() }
        try await eventually("the second load's page asked for") { await gate.pageRequestCount == 2 }
        // When the person leaves during the second
        refreshing.cancel()
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await gate.answerPage(1, with: .success(SampleFeed.posts))
        await appearing.value
        await refreshing.value
        // Then nothing says it is still loading: coming back loads it again
        #expect(model.state == .idle)
    }

    @Test func noPostsMeansEmpty() async {
        let model = await FeedWorld(posts: []).loadedList()
        #expect(model.state == .empty)
    }

    @Test func aBusyDatabaseIsNamedAsTheCause() async {
        let model = await FeedWorld(failures: .init(loading: .busy)).loadedList()
        #expect(
            model.state == .failed("Couldn't load the posts. The database is busy; try again in a moment."))
    }

    @Test func anUnreachableServerIsNamedWithItsAddress() async {
        let model = await FeedWorld(failures: .init(loading: .unreachable("db.example:5432"))).loadedList()
        #expect(
            model.state
                == .failed("Couldn't load the posts. The team server can't be reached right now."))
    }

    @Test func refreshingAfterAFailureLoadsThePosts() async {
        // Given
        let world = FeedWorld(failures: .init(loading: .unavailable("disk I/O error")))
        let model = await world.loadedList()
        await world.store.setFailures(.init())
        // When
        await model.refresh()
        // Then
        #expect(model.posts.count == SampleFeed.posts.count)
    }

    @Test func likeCountsFollowTheFeedsOwnFlagOnEachRefresh() async {
        // Given
        let world = FeedWorld()
        let model = await world.loadedList()
        #expect(model.showsLikeCounts == false)
        // When
        await world.flags.set("feed.like_counts", on: true)
        await model.refresh()
        // Then
        #expect(model.showsLikeCounts)
        #expect(FeedViewModel.likeCountsFlag == "feed.like_counts")
    }

    @Test func theCompactPreferenceAndWhoIsSignedInAreReadOnAppear() async {
        let model = await FeedWorld(userID: 2, compact: true).loadedList()
        #expect(model.isCompact)
        #expect(model.currentUserID == 2)
        #expect(model.canDelete(SampleFeed.posts[1]))
        #expect(model.canDelete(SampleFeed.posts[0]) == false)
    }

    @Test func aSignedOutPersonCanDeleteNothing() async {
        let model = await FeedWorld(userID: nil).loadedList()
        #expect(model.posts.allSatisfy { model.canDelete($0) == false })
    }

    @Test func leavingCancelsTheLoadAndLeavesTheStateAsItWas() async throws {
        // Given a first load in flight
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).list()
        let appearing = Task { await model.appear() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        // When the front end cancels it (the screen went) and the answer comes afterwards
        appearing.cancel()
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await appearing.value
        // Then nothing was shown and nothing failed
        #expect(model.state == .idle)
        #expect(model.isRefreshing == false)
    }

    @Test func aNewerRefreshWinsOverAnOlderSlowerOne() async throws {
        // Given two refreshes in flight
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).list()
        let first = Task { await model.refresh() }
        try await eventually("the first refresh asked") { await gate.pageRequestCount == 1 }
        let second = Task { await model.refresh() }
        try await eventually("the second refresh asked") { await gate.pageRequestCount == 2 }
        // When the newer answers first and the older last
        await gate.answerPage(1, with: .success([SampleFeed.posts[1]]))
        await second.value
        await gate.answerPage(0, with: .success([SampleFeed.posts[0]]))
        await first.value
        // Then the older answer was dropped
        #expect(model.posts.map(\.id) == [2])
    }

    @Test func comingBackKeepsThePostsShownWhileItReloads() async throws {
        // Given a loaded list
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).list()
        let first = Task { await model.appear() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await first.value
        // When it appears again
        let second = Task { await model.appear() }
        try await eventually("the reload asked") { await gate.pageRequestCount == 2 }
        // Then the posts stay while it reloads
        #expect(model.isRefreshing)
        #expect(model.posts.map(\.id) == SampleFeed.posts.map(\.id))
        await gate.answerPage(1, with: .success(Array(SampleFeed.posts.dropFirst())))
        await second.value
        #expect(model.isRefreshing == false)
        #expect(model.posts.map(\.id) == [2, 3, 4, 5, 6])
    }

    @Test func aFailedReloadKeepsThePostsAndSaysWhy() async throws {
        // Given a loaded list
        let world = FeedWorld()
        let model = await world.loadedList()
        // When a reload fails
        await world.store.setFailures(.init(loading: .readOnly))
        await model.refresh()
        // Then
        #expect(model.posts.map(\.id) == SampleFeed.posts.map(\.id))
        #expect(
            model.message == "Couldn't load the posts. The database is read-only, so nothing can be saved.")
    }

    @Test func aMessageGoesWhenThePersonHasReadIt() async {
        let world = FeedWorld(failures: .init(loading: .busy))
        let model = await world.loadedList()
        await world.store.setFailures(.init())
        await model.refresh()
        await world.store.setFailures(.init(loading: .busy))
        await model.refresh()
        #expect(model.message != nil)
        model.dismissMessage()
        #expect(model.message == nil)
    }
}
