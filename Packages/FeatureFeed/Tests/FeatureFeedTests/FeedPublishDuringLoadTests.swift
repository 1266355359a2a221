import FeatureFeedTesting
import Testing

@testable import FeatureFeed

/// A post the person publishes while the list reloads stays in the list, at the top, whichever
/// comes first: the store taking the post or the reload reading its page.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedPublishDuringLoadTests {
    private let text = FeedDraftText(title: "Fresh", body: "Written during a reload.", tags: "")
    private let stored = SampleFeed.post(7, by: SampleFeed.currentUserID, "Fresh", ago: 0, tags: [])

    /// A list over a gated store, loaded with the sample posts.
    private func loadedList(
        _ gate: GatedFeedPosts, _ listing: FeedListing = .everyone, posts: [FeedPost] = SampleFeed.posts
    ) async throws -> FeedViewModel {
        let model = FeedWorld(source: gate).list(listing)
        let loading = Task { await model.refresh() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(posts))
        await loading.value
        return model
    }

    /// A refresh started and reading: the gate holds its page, the `page`th asked for.
    private func startRefresh(_ model: FeedViewModel, _ gate: GatedFeedPosts, page: Int = 2) async throws
        -> Task<Void, Never>
    {
        let refreshing = Task { await model.refresh() }
        try await eventually("the refresh asked") { await gate.pageRequestCount == page }
        return refreshing
    }

    /// Publishes `text`, the store answering with `stored`.
    private func publish(_ model: FeedViewModel, _ gate: GatedFeedPosts) async throws {
        let publishing = Task { await model.publish(text) }
        try await eventually("the publish") { await gate.publishRequestCount == 1 }
        await gate.answerPublish(0, with: .success(stored))
        #expect(await publishing.value == stored)
    }

    /// The two loads that replace the list: `r`, and reading the shown posts again.
    enum Reload: String, CaseIterable, Sendable {
        case refresh, readAgainAfterManyChanged

        @MainActor func start(_ model: FeedViewModel) async {
            switch self {
            case .refresh: await model.refresh()
            case .readAgainAfterManyChanged: await model.apply(.manyChanged)
            }
        }
    }

    @Test(arguments: Reload.allCases, [false, true])
    func aReloadThatReadBeforeOrAfterThePostWasStoredKeepsItShownNotNew(
        reload: Reload, pageHasIt: Bool
    ) async throws {
        // Given a reload reading
        let gate = GatedFeedPosts()
        let model = try await loadedList(gate)
        let reloading = Task { await reload.start(model) }
        try await eventually("the reload asked") { await gate.pageRequestCount == 2 }
        // When the person publishes, and then the reload answers (read before or after it)
        try await publish(model, gate)
        await gate.answerPage(1, with: .success((pageHasIt ? [stored] : []) + SampleFeed.posts))
        await reloading.value
        // Then the post is at the top, once, and not counted as someone's new post
        #expect(model.posts.map(\.id) == [7] + SampleFeed.posts.map(\.id))
        #expect(model.newPostCount == 0)
    }

    @Test func aTagsListTakesInNoPostWithoutTheTag() async throws {
        // Given the posts tagged math, refreshing
        let gate = GatedFeedPosts()
        let math = SampleFeed.posts.filter { $0.tags.contains("math") }
        let model = try await loadedList(gate, .tagged("math"), posts: math)
        let refreshing = try await startRefresh(model, gate)
        // When a post without the tag is published, then the refresh answers
        try await publish(model, gate)
        await gate.answerPage(1, with: .success(math))
        await refreshing.value
        // Then the list holds the tagged posts only
        #expect(model.posts.map(\.id) == math.map(\.id))
    }

    @Test func aPostDeletedElsewhereMeanwhileIsNotBroughtBack() async throws {
        // Given a post published while a refresh reads, then deleted elsewhere
        let gate = GatedFeedPosts()
        let model = try await loadedList(gate)
        let refreshing = try await startRefresh(model, gate)
        try await publish(model, gate)
        await model.apply(.deleted(postID: 7))
        // When the refresh answers without it
        await gate.answerPage(1, with: .success(SampleFeed.posts))
        await refreshing.value
        // Then it stays gone
        #expect(model.posts.map(\.id) == SampleFeed.posts.map(\.id))
    }

    @Test func aLaterRefreshWithoutThePostNoLongerKeepsIt() async throws {
        // Given a post published during a refresh, kept when it answered
        let gate = GatedFeedPosts()
        let model = try await loadedList(gate)
        let refreshing = try await startRefresh(model, gate)
        try await publish(model, gate)
        await gate.answerPage(1, with: .success(SampleFeed.posts))
        await refreshing.value
        // When a refresh begun after it was stored answers without it (deleted, unheard)
        let again = try await startRefresh(model, gate, page: 3)
        await gate.answerPage(2, with: .success(SampleFeed.posts))
        await again.value
        // Then the list is the store's
        #expect(model.posts.map(\.id) == SampleFeed.posts.map(\.id))
    }
}
