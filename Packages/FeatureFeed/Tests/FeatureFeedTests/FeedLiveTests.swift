import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

/// The list while changes arrive from elsewhere (issue 12): new posts counted, never pushed in;
/// deleted ones leave; renamed authors, edits and bulk changes read again keeping the list;
/// flags read again; the listening ends when the screen goes.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedLiveTests {
    /// A post by `authorID`, newer than every sample post, stored as if published elsewhere.
    private func publishElsewhere(
        _ id: Int, by authorID: Int, tags: [String] = [], in world: FeedWorld
    ) async {
        await world.store.add(
            SampleFeed.post(id, by: authorID, "Fresh \(id)", ago: -60 * id, tags: tags))
        world.changes.push(.published(postID: id, authorID: authorID))
    }

    @Test func aPostBySomeoneElseIsCountedAndShownOnRefresh() async throws {
        // Given a loaded list, listening
        let world = FeedWorld()
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        // When two people publish elsewhere
        await publishElsewhere(7, by: 2, in: world)
        await publishElsewhere(8, by: 3, in: world)
        try await eventually("two new posts counted") { model.newPostCount == 2 }
        // Then the list is as it was until the person refreshes
        #expect(model.posts.map(\.id) == SampleFeed.posts.map(\.id))
        await model.refresh()
        #expect(model.posts.prefix(2).map(\.id) == [8, 7])
        #expect(model.newPostCount == 0)
    }

    @Test func aPostPublishedBeforeTheListeningStartedIsCountedToo() async throws {
        // Given a loaded list, and a post published elsewhere before anything listened (a web
        // page's live channel opens after its page was drawn): its change was never heard
        let world = FeedWorld()
        let model = await world.loadedList()
        await world.store.add(SampleFeed.post(7, by: 2, "Fresh 7", ago: -60 * 7, tags: []))
        // When the list starts listening
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        // Then the post is news all the same, and the list is as it was
        try await eventually("the post published before listening counted") { model.newPostCount == 1 }
        #expect(model.unseenPostIDs == [7])
        #expect(model.posts.map(\.id) == SampleFeed.posts.map(\.id))
    }

    @Test func thePersonsOwnPostFromElsewhereShowsLikeAnyones() async throws {
        // Given the list, and the same person writing in another window, on another machine or
        // in psql
        let world = FeedWorld()
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        // When their own post and then someone else's arrive
        await publishElsewhere(7, by: SampleFeed.currentUserID, in: world)
        await publishElsewhere(8, by: 2, in: world)
        // Then both are news: a post is known only if this list published it
        try await eventually("both posts counted") { model.newPostCount == 2 }
        #expect(model.unseenPostIDs == [7, 8])
    }

    @Test func aPostPublishedHereIsNotCountedWhenItsChangeArrives() async throws {
        let world = FeedWorld()
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        let mine = try #require(await model.publish(FeedDraftText(title: "Mine")))
        world.changes.push(.published(postID: mine.id, authorID: mine.authorID))
        await publishElsewhere(20, by: 2, in: world)
        try await eventually("the other post counted") { model.newPostCount == 1 }
        #expect(model.posts.first?.id == mine.id)
    }

    @Test func aTagListCountsOnlyPostsCarryingItsTag() async throws {
        let world = FeedWorld()
        let model = await world.loadedList(.tagged("math"))
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await publishElsewhere(7, by: 2, tags: ["cooking"], in: world)
        await publishElsewhere(8, by: 2, tags: ["math"], in: world)
        try await eventually("the math post counted") { model.newPostCount == 1 }
        #expect(model.unseenPostIDs == [8])
    }

    @Test func aPostDeletedElsewhereLeavesTheList() async throws {
        let world = FeedWorld()
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await publishElsewhere(7, by: 2, in: world)
        try await eventually("the new post counted") { model.newPostCount == 1 }
        // When one shown post and the unseen new one are deleted elsewhere
        await world.store.remove(id: 2)
        await world.store.remove(id: 7)
        world.changes.push(.deleted(postID: 2))
        world.changes.push(.deleted(postID: 7))
        // Then both are gone, the rest as they were
        try await eventually("post 2 gone") { !model.posts.contains { $0.id == 2 } }
        try await eventually("the new post uncounted") { model.newPostCount == 0 }
        #expect(model.posts.map(\.id) == [1, 3, 4, 5, 6])
    }

    @Test func aRenamedAuthorShowsWithTheListKeptAndNewPostsCounted() async throws {
        // Given a loaded list, and meanwhile a new post elsewhere whose change was missed
        let world = FeedWorld()
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await world.store.add(SampleFeed.post(7, by: 3, "Missed", ago: -60, tags: []))
        // When Grace renames herself
        await world.store.rename(authorID: 2, to: "Amazing Grace")
        world.changes.push(.personChanged(personID: 2))
        // Then her posts say so, the list holds the same posts, and the missed one is counted
        try await eventually("the new name, read in full") {
            model.posts.contains { $0.authorName == "Amazing Grace" } && !model.isRefreshing
        }
        #expect(model.posts.map(\.id) == SampleFeed.posts.map(\.id))
        #expect(model.posts.filter { $0.authorID == 2 }.allSatisfy { $0.authorName == "Amazing Grace" })
        #expect(model.newPostCount == 1)
    }

    @Test func aPersonNotShownChangesNothing() async throws {
        let world = FeedWorld()
        let model = await world.loadedList(.tagged("compilers"))
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        let asked = await world.store.requestedCursors.count
        world.changes.push(.personChanged(personID: 3))
        world.changes.push(.edited(postID: 5))
        await publishElsewhere(9, by: 2, tags: ["compilers"], in: world)
        try await eventually("the tagged post counted") { model.newPostCount == 1 }
        // Only the new post was read (to learn its tags); no page
        #expect(await world.store.requestedCursors.count == asked)
    }

    @Test func anEditedPostIsReadAgain() async throws {
        let world = FeedWorld()
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        var edited = SampleFeed.posts[2]
        edited.title = "Computable numbers, at length"
        await world.store.replace(edited)
        world.changes.push(.edited(postID: edited.id))
        try await eventually("the new title") {
            model.posts[2].title == "Computable numbers, at length"
        }
    }

    @Test func manyChangesReloadEveryLoadedPageKeepingTheList() async throws {
        // Given two pages loaded
        let world = FeedWorld(posts: SampleFeed.manyPosts(120))
        let model = await world.loadedList()
        await model.loadMore(after: try #require(model.posts.last?.id))
        #expect(model.posts.count == 100)
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        // When an import adds posts at both ends and removes one shown
        await world.store.add(SampleFeed.post(500, by: 2, "Imported new", ago: -600, tags: []))
        await world.store.add(SampleFeed.post(501, by: 2, "Imported old", ago: 400 * 60, tags: []))
        await world.store.remove(id: 110)
        world.changes.push(.manyChanged)
        // Then the same stretch of posts is shown, the new one counted, the deleted one gone
        try await eventually("the deleted post gone") { !model.posts.contains { $0.id == 110 } }
        #expect(model.posts.first?.id == 120)
        #expect(model.posts.count >= 99)
        #expect(model.newPostCount == 1)
    }

    @Test func aFlagChangedElsewhereIsReadAgain() async throws {
        let world = FeedWorld()
        let model = await world.loadedList()
        #expect(model.showsLikeCounts == false)
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await world.flags.set(FeedViewModel.likeCountsFlag, on: true)
        world.changes.push(.flagsChanged)
        try await eventually("like counts shown") { model.showsLikeCounts }
    }

    @Test func leavingStopsListening() async throws {
        let world = FeedWorld()
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        listening.stop()
        await listening.task.value
        #expect(world.changes.listenerCount == 0)
    }

    @Test func changesBeforeTheFirstPageAreLeftToTheLoad() async {
        let world = FeedWorld()
        let model = world.list()
        await model.apply(.published(postID: 7, authorID: 2))
        #expect(model.newPostCount == 0)
        await model.apply(.edited(postID: 1))
        await model.apply(.deleted(postID: 1))
        #expect(model.state == .idle)
    }

    @Test func aManyChangedOnAnEmptyListLoadsIt() async {
        let world = FeedWorld(posts: [])
        let model = await world.loadedList()
        await world.store.add(SampleFeed.post(1, by: 2, "First", ago: 0, tags: []))
        await model.apply(.manyChanged)
        #expect(model.posts.map(\.id) == [1])
    }

    @Test func anOldPostHeardLateIsNotNews() async throws {
        // Given the first page of a longer feed
        let world = FeedWorld(posts: SampleFeed.manyPosts(60))
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        // When changes for posts older than the first shown arrive (replayed, or an import)
        world.changes.push(.published(postID: 3, authorID: 3))
        world.changes.push(.published(postID: 55, authorID: 3))
        await publishElsewhere(61, by: 2, in: world)
        // Then only the newer one counts
        try await eventually("the newer post counted") { model.newPostCount == 1 }
        #expect(model.unseenPostIDs == [61])
    }

    @Test func changesHeardDuringARefreshLeaveItAlone() async throws {
        // Given a refresh waiting for the store
        let gate = GatedFeedPosts()
        let world = FeedWorld(source: gate)
        let model = world.list()
        let first = Task { await model.refresh() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await first.value
        let refreshing = Task { await model.refresh() }
        try await eventually("the refresh asked for") { await gate.pageRequestCount == 2 }
        // When many changes are heard meanwhile
        await model.apply(.manyChanged)
        await model.apply(.personChanged(personID: 2))
        // Then they asked for nothing, and the refresh ends as asked
        #expect(await gate.pageRequestCount == 2)
        let newest = SampleFeed.post(9, by: 2, "Newest", ago: -60, tags: [])
        await gate.answerPage(1, with: .success([newest] + SampleFeed.posts))
        await refreshing.value
        #expect(model.posts.first?.id == 9)
        #expect(model.isRefreshing == false)
    }

    @Test func aRefreshThatFailsKeepsTheNewPostsCounted() async throws {
        let world = FeedWorld()
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await publishElsewhere(7, by: 2, in: world)
        try await eventually("the new post counted") { model.newPostCount == 1 }
        await world.store.setFailures(.init(loading: .unreachable("db.example:5432")))
        await model.refresh()
        #expect(model.newPostCount == 1)
        await world.store.setFailures(.init())
        await model.refresh()
        #expect(model.newPostCount == 0)
        #expect(model.posts.first?.id == 7)
    }
}
