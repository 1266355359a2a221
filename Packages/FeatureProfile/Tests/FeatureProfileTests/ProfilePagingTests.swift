import FeatureProfileTesting
import Foundation
import Testing

@testable import FeatureProfile

@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfilePagingTests {
    @Test func aRowNearTheEndLoadsTheNextPageByCursor() async throws {
        // Given Ada's first page of 50, the last one post 110
        let harness = ProfileHarness(.me)
        await harness.load()
        let last = try #require(harness.content?.posts.last)
        // When the front end shows the last row
        await harness.model.loadMore(after: last.id)
        // Then the next page was asked for after that post, and the remaining 10 follow it
        #expect(await harness.world.posts.requestedCursors == [nil, ProfileCursor(after: last)])
        #expect(harness.content?.posts.count == 60)
        #expect(harness.content?.posts.last?.id == 100)
        #expect(harness.content?.canLoadMore == false)
        #expect(harness.model.isLoadingMore == false)
    }

    @Test func aRowFarFromTheEndLoadsNothing() async {
        let harness = ProfileHarness(.me)
        await harness.load()
        // Post 150 is the tenth row of fifty
        await harness.model.loadMore(after: 150)
        #expect(await harness.world.posts.requestedCursors == [nil])
        #expect(harness.content?.posts.count == 50)
    }

    @Test func withNothingMoreToLoadNothingIsAsked() async {
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        await harness.model.loadMore(after: 202)
        #expect(await harness.world.posts.requestedCursors == [nil])
    }

    @Test func anUnknownRowLoadsNothing() async {
        let harness = ProfileHarness(.me)
        await harness.load()
        await harness.model.loadMore(after: 999)
        #expect(await harness.world.posts.requestedCursors == [nil])
    }

    @Test func everyPageIsOneRequestWhereverItIs() async throws {
        // Given a person with 1,000 posts (20 pages)
        let many = (0..<1_000).map {
            ProfilePost(
                id: $0 + 1, authorID: SampleProfile.ada.id, text: "Post \($0)",
                createdAt: SampleProfile.now.addingTimeInterval(-Double($0) * 60))
        }
        let harness = ProfileHarness(.me, world: FakeProfileWorld(posts: FakeProfilePosts(posts: many)))
        await harness.load()
        // When the person reads to the end
        while let content = harness.content, content.canLoadMore, let last = content.posts.last {
            await harness.model.loadMore(after: last.id)
        }
        // Then each page was one request for one page, each after the last post seen
        let cursors = await harness.world.posts.requestedCursors
        #expect(cursors.count == 20)
        #expect(await harness.world.posts.requestedLimits == Array(repeating: 50, count: 20))
        #expect(harness.content?.posts.map(\.id) == Array(1...1_000))
    }

    @Test func theProfileCanStartAfterACursorReadingOnlyThatPage() async throws {
        // Given a person with 1,000 posts and a link's cursor after their 601st newest
        let many = (0..<1_000).map {
            ProfilePost(
                id: 1_000 - $0, authorID: SampleProfile.ada.id, text: "Post \($0)",
                createdAt: SampleProfile.now.addingTimeInterval(-Double($0) * 60))
        }
        let harness = ProfileHarness(.me, world: FakeProfileWorld(posts: FakeProfilePosts(posts: many)))
        let cursor = ProfileCursor(after: many[600])
        // When the profile appears starting there
        await harness.model.appear(startingAfter: cursor)
        // Then one page was read, the next 50 posts, with more below and newer ones above
        #expect(await harness.world.posts.requestedCursors == [cursor])
        #expect(harness.content?.posts.map(\.id) == Array((350...399).reversed()))
        #expect(harness.content?.canLoadMore == true)
        #expect(harness.content?.hasEarlier == true)
        // And appearing from the top again reads the newest page
        await harness.model.appear()
        #expect(harness.content?.posts.first?.id == 1_000)
        #expect(harness.content?.hasEarlier == false)
    }

    @Test(arguments: [
        (ProfilePostsError.busy, "Couldn't load more posts. The database is busy; try again in a moment."),
        (
            .unreachable("db.example:5432"),
            "Couldn't load more posts. The team server can't be reached right now."
        ),
    ])
    func aFailedPageKeepsThePostsAndSaysWhy(error: ProfilePostsError, message: String) async {
        // Given a next page that fails
        let posts = FakeProfilePosts(nextPageFailure: error)
        let harness = ProfileHarness(.me, world: FakeProfileWorld(posts: posts))
        await harness.load()
        // When it is asked for
        await harness.model.loadMore(after: 110)
        // Then the first page stays, with the cause, and asking again after recovery works
        #expect(harness.content?.posts.count == 50)
        #expect(harness.model.message == message)
        #expect(harness.model.isLoadingMore == false)
        await posts.configure(nextPageFailure: .some(nil))
        await harness.model.loadMore(after: 110)
        #expect(harness.content?.posts.count == 60)
        #expect(harness.model.message == nil)
    }

    @Test func aSecondRequestWhileOneIsComingIsIgnored() async throws {
        // Given a next page held at a gate
        let gate = Gate()
        let posts = FakeProfilePosts(nextPageGate: gate)
        let harness = ProfileHarness(.me, world: FakeProfileWorld(posts: posts))
        await harness.load()
        let first = Task { await harness.model.loadMore(after: 110) }
        try await eventually("the next page to be asked for") { await gate.arrivals == 1 }
        #expect(harness.model.isLoadingMore)
        // When it is asked for again
        await harness.model.loadMore(after: 110)
        // Then only one request went out
        await gate.open()
        await first.value
        #expect(await posts.requestedCursors.count == 2)
        #expect(harness.content?.posts.count == 60)
    }

    @Test func cancellingAPageLeavesThePostsAsTheyWere() async throws {
        let gate = Gate()
        let harness = ProfileHarness(
            .me, world: FakeProfileWorld(posts: FakeProfilePosts(nextPageGate: gate)))
        await harness.load()
        let paging = Task { await harness.model.loadMore(after: 110) }
        try await eventually("the next page to be asked for") { await gate.arrivals == 1 }
        paging.cancel()
        await paging.value
        #expect(harness.content?.posts.count == 50)
        #expect(harness.model.message == nil)
        #expect(harness.model.isLoadingMore == false)
    }

    @Test func aRefreshDropsAPageMeantForTheOldList() async throws {
        // Given a next page on its way, held at a gate that ignores nothing but cancellation
        let gate = Gate()
        let harness = ProfileHarness(
            .me, world: FakeProfileWorld(posts: FakeProfilePosts(nextPageGate: gate)))
        await harness.load()
        let paging = Task { await harness.model.loadMore(after: 110) }
        try await eventually("the next page to be asked for") { await gate.arrivals == 1 }
        // When the person refreshes
        await harness.model.refresh()
        await paging.value
        // Then the page was cancelled and the list is the fresh first page
        #expect(harness.content?.posts.count == 50)
        #expect(harness.model.isLoadingMore == false)
    }

    @Test func noPageIsAskedForWhileTheProfileLoads() async throws {
        // Given my profile shown, then loading again behind a gate
        let people = FakeProfilePeople()
        let harness = ProfileHarness(.me, world: FakeProfileWorld(people: people))
        await harness.load()
        let gate = Gate()
        await people.configure(loadGate: gate)
        let reloading = Task { await harness.model.refresh() }
        try await eventually("the reload to ask") { await gate.arrivals == 1 }
        // When the last row asks for more
        await harness.model.loadMore(after: 110)
        // Then nothing is asked: the list is about to be replaced
        #expect(await harness.world.posts.requestedCursors == [nil, nil])
        await gate.open()
        await reloading.value
    }
}
