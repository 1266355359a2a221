import FeatureSaved
import FeatureSavedTesting
import Foundation
import Testing

@MainActor @Suite(.timeLimit(.minutes(1))) struct SavedViewModelTests {
    @Test func appearingLoadsTheSavedPostsMostRecentlySavedFirst() async {
        // Given three saved posts, saved in another order than they were written
        let model = SavedViewModel(dependencies: SampleSaved.dependencies(), onEvent: { _ in })
        // When the list appears
        await model.appear()
        // Then they are listed by when they were saved, newest first, and there is no more
        #expect(model.posts.map(\.id) == [1, 2, 3])
        #expect(!model.hasMore)
    }

    @Test func noSavedPostsIsTheEmptyState() async {
        let model = SavedViewModel(
            dependencies: SampleSaved.dependencies(posts: InMemorySavedPosts(posts: [])), onEvent: { _ in })
        await model.appear()
        #expect(model.state == .empty)
    }

    @Test func pagesFollowTheLastPostShownByKeyset() async {
        // Given 7 saved posts and pages of 3
        let all = (1...7).map {
            SampleSaved.post($0, "Post \($0)", by: "Ada", "ada", hoursOld: 1, savedMinutesAgo: $0)
        }
        let source = InMemorySavedPosts(posts: all)
        let model = SavedViewModel(dependencies: SampleSaved.dependencies(posts: source), pageSize: 3) { _ in
        }
        // When it loads and pages to the end
        await model.appear()
        #expect(model.posts.map(\.id) == [1, 2, 3])
        #expect(model.hasMore)
        await model.loadMore()
        await model.loadMore()
        // Then every post came once, in order, and each page was asked after the last one shown
        #expect(model.posts.map(\.id) == [1, 2, 3, 4, 5, 6, 7])
        #expect(!model.hasMore)
        #expect(await source.pageRequests == [nil, all[2].cursor, all[5].cursor])
    }

    @Test(arguments: [
        (SavedPostsError.busy, "the database is busy"),
        (.unreachable("db.example:5432"), "the team server can't be reached right now"),
        (.notSignedIn, "Sign in to keep saved posts"),
        (.unavailable("disk full"), "disk full"),
    ])
    func aFailedLoadNamesItsCauseAndARefreshRecovers(error: SavedPostsError, says: String) async {
        let source = InMemorySavedPosts(failure: error)
        let model = SavedViewModel(dependencies: SampleSaved.dependencies(posts: source), onEvent: { _ in })
        await model.appear()
        guard case .failed(let message) = model.state else {
            Issue.record("expected a failure, got \(model.state)")
            return
        }
        #expect(message.contains(says))
        await source.set(failure: nil)
        await model.refresh()
        #expect(model.posts.map(\.id) == [1, 2, 3])
    }

    @Test func leavingBeforeTheAnswerLeavesTheStateAsItWas() async {
        let model = SavedViewModel(
            dependencies: SampleSaved.dependencies(posts: InMemorySavedPosts(delay: .seconds(30))),
            onEvent: { _ in })
        let shown = Task { await model.appear() }
        for _ in 0..<10_000 where model.state != .loading { await Task.yield() }
        #expect(model.state == .loading, "the load never started")
        shown.cancel()
        await shown.value
        #expect(model.state == .idle)
    }

    @Test func leavingDuringASecondFirstLoadLeavesTheListIdle() async {
        // Given a first load under way and a refresh superseding it
        let posts = InMemorySavedPosts(delay: .seconds(30))
        let model = SavedViewModel(dependencies: SampleSaved.dependencies(posts: posts), onEvent: { _ in })
        let shown = Task { await model.appear() }
        for _ in 0..<10_000 where model.state != .loading { await Task.yield() }
        #expect(model.state == .loading, "the first load never started")
        let refreshing = Task { await model.refresh() }
        for _ in 0..<10_000 where await posts.pageRequests.count < 2 { await Task.yield() }
        #expect(await posts.pageRequests.count == 2, "the second load never asked for its page")
        // When the person leaves during the second, Then nothing says it is still loading
        shown.cancel()
        refreshing.cancel()
        await shown.value
        await refreshing.value
        #expect(model.state == .idle)
    }

    @Test func unsavingTakesThePostOutAtOnceAndForGood() async {
        let source = InMemorySavedPosts()
        let analytics = RecordingSavedAnalytics()
        let model = SavedViewModel(
            dependencies: SampleSaved.dependencies(posts: source, analytics: analytics), onEvent: { _ in })
        await model.appear()
        await model.unsave(postID: 2)
        #expect(model.posts.map(\.id) == [1, 3])
        #expect((try? await source.saved(among: [1, 2, 3])) == [1, 3])
        #expect(analytics.events == ["saved.post_unsaved"])
        #expect(model.message == nil)
    }

    @Test func aRefusedUnsavePutsThePostBackInItsPlaceAndSaysWhy() async {
        let source = InMemorySavedPosts()
        let model = SavedViewModel(dependencies: SampleSaved.dependencies(posts: source), onEvent: { _ in })
        await model.appear()
        await source.set(failure: .unreachable("db:5432"))
        await model.unsave(postID: 2)
        #expect(model.posts.map(\.id) == [1, 2, 3])
        #expect(
            model.message
                == "Couldn't unsave “Row-level security in practice”: the team server can't be reached right now."
        )
    }

    @Test func unsavingTheLastPostShowsTheEmptyState() async {
        let source = InMemorySavedPosts(posts: [SampleSaved.posts[0]])
        let model = SavedViewModel(dependencies: SampleSaved.dependencies(posts: source), onEvent: { _ in })
        await model.appear()
        await model.unsave(postID: 1)
        #expect(model.state == .empty)
    }

    @Test func openingAPostAsksForItAndTracksItWithConsent() async {
        var events: [SavedEvent] = []
        let analytics = RecordingSavedAnalytics()
        let model = SavedViewModel(
            dependencies: SampleSaved.dependencies(analytics: analytics), onEvent: { events.append($0) })
        await model.appear()
        await model.open(postID: 2)
        #expect(events == [.openPost(id: 2)])
        #expect(analytics.events == ["saved.post_opened"])
        #expect(analytics.lastProperties == ["post": "2"])
    }

    @Test func withoutConsentNothingIsTracked() async {
        let analytics = RecordingSavedAnalytics(allowed: false)
        let model = SavedViewModel(
            dependencies: SampleSaved.dependencies(analytics: analytics), onEvent: { _ in })
        await model.appear()
        await model.open(postID: 1)
        #expect(analytics.events.isEmpty)
    }
}
