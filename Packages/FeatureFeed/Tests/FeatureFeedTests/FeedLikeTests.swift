import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

/// Liking a post in the list (issue 27): shown at once, once per person, in the order given,
/// put back with the cause when the store does not take it, a sign-in asked for, and other
/// people's likes arriving without moving anything.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedLikeTests {
    private func gatedList() async throws -> (FeedViewModel, GatedFeedPosts, FeedWorld) {
        let gate = GatedFeedPosts()
        let world = FeedWorld(source: gate)
        let model = world.list()
        let loading = Task { await model.refresh() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await loading.value
        return (model, gate, world)
    }

    private func likes(of id: Int, in model: FeedViewModel) -> FeedLikes? {
        model.posts.first { $0.id == id }?.likes
    }

    @Test func aLikeCountsOnceAndALikeAgainTakesItBack() async throws {
        // Given Grace's post with 40 likes, not one of them the person's
        let world = FeedWorld()
        let model = await world.loadedList()
        #expect(likes(of: 2, in: model) == FeedLikes(count: 40, isLikedByMe: false))
        // When the person likes it
        await model.toggleLike(postID: 2)
        // Then it is liked once, here and in the store
        #expect(likes(of: 2, in: model) == FeedLikes(count: 41, isLikedByMe: true))
        #expect(try await world.store.post(id: 2).likes == FeedLikes(count: 41, isLikedByMe: true))
        // And liking again takes the like back
        await model.toggleLike(postID: 2)
        #expect(likes(of: 2, in: model) == FeedLikes(count: 40, isLikedByMe: false))
        #expect(
            await world.store.likeRequests == [
                .init(postID: 2, liked: true, userID: SampleFeed.currentUserID),
                .init(postID: 2, liked: false, userID: SampleFeed.currentUserID),
            ])
        #expect(model.message == nil)
    }

    @Test func theLikeShowsBeforeTheStoreAnswers() async throws {
        // Given a store that has not answered yet
        let (model, gate, _) = try await gatedList()
        // When
        let liking = Task { await model.toggleLike(postID: 3) }
        try await eventually("the like reached the store") { await gate.likeRequestCount == 1 }
        // Then the heart and the count change at once
        #expect(likes(of: 3, in: model) == FeedLikes(count: 8, isLikedByMe: true))
        // And the store's own count is shown once it answers (someone else liked it meanwhile)
        await gate.answerLike(0, with: .success(FeedLikes(count: 9, isLikedByMe: true)))
        await liking.value
        #expect(likes(of: 3, in: model) == FeedLikes(count: 9, isLikedByMe: true))
    }

    @Test func twoQuickPressesAreSentInOrderOneAtATimeAndEndUnliked() async throws {
        // Given a like on its way
        let (model, gate, _) = try await gatedList()
        let first = Task { await model.toggleLike(postID: 3) }
        try await eventually("the like reached the store") { await gate.likeRequestCount == 1 }
        // When the person presses l again before the store answers
        await model.toggleLike(postID: 3)
        // Then it shows unliked at once, and nothing more is sent while the first is on its way
        #expect(likes(of: 3, in: model) == FeedLikes(count: 7, isLikedByMe: false))
        #expect(await gate.likeRequestCount == 1)
        // And once the like is stored, the taking back follows, and the list ends as the person left it
        await gate.answerLike(0, with: .success(FeedLikes(count: 8, isLikedByMe: true)))
        try await eventually("the taking back reached the store") { await gate.likeRequestCount == 2 }
        #expect(likes(of: 3, in: model) == FeedLikes(count: 7, isLikedByMe: false))
        await gate.answerLike(1, with: .success(FeedLikes(count: 7, isLikedByMe: false)))
        await first.value
        #expect(await gate.likesAsked == [true, false])
        #expect(likes(of: 3, in: model) == FeedLikes(count: 7, isLikedByMe: false))
    }

    @Test func aLikeTheStoreRefusesIsPutBackAndTheCauseSaid() async {
        // Given a busy database
        let world = FeedWorld(failures: .init(liking: .busy))
        let model = await world.loadedList()
        // When
        await model.toggleLike(postID: 2)
        // Then the post shows its likes as they were, and the problem is said as one
        #expect(likes(of: 2, in: model) == FeedLikes(count: 40, isLikedByMe: false))
        #expect(
            model.message
                == "Couldn't like \"Why I wrote the first compiler\". The database is busy; try again in a moment. Its likes are as they were."
        )
        #expect(model.messageIsProblem)
    }

    @Test func takingBackALikeTheServerDidNotGetSaysSo() async {
        // Given a post the person likes, and the team server gone
        var liked = SampleFeed.posts
        liked[1].likes = FeedLikes(count: 41, isLikedByMe: true)
        let world = FeedWorld(posts: liked, failures: .init(liking: .unreachable("db.example:5432")))
        let model = await world.loadedList()
        // When
        await model.toggleLike(postID: 2)
        // Then
        #expect(likes(of: 2, in: model) == FeedLikes(count: 41, isLikedByMe: true))
        #expect(
            model.message
                == "Couldn't take back your like of \"Why I wrote the first compiler\". The team server can't be reached right now. Its likes are as they were."
        )
    }

    @Test func aPostDeletedElsewhereLeavesTheListWhenLiked() async {
        // Given the list, and the post deleted elsewhere before the change is heard
        let world = FeedWorld()
        let model = await world.loadedList()
        await world.store.remove(id: 4)
        // When
        await model.toggleLike(postID: 4)
        // Then
        #expect(!model.posts.contains { $0.id == 4 })
        #expect(model.message == "Couldn't like \"功夫与代码 🥋\". It was deleted.")
    }

    @Test func aSignedOutPersonIsAskedToSignInAndNothingIsSent() async {
        let world = FeedWorld(userID: nil)
        let model = await world.loadedList()
        await model.toggleLike(postID: 2)
        #expect(model.message == "Sign in to like posts.")
        #expect(model.messageIsProblem)
        #expect(likes(of: 2, in: model) == FeedLikes(count: 40, isLikedByMe: false))
        #expect(await world.store.likeRequests.isEmpty)
    }

    @Test func someoneElsesLikeArrivesInPlaceReadingOnePost() async throws {
        // Given a loaded list, listening
        let world = FeedWorld()
        let model = await world.loadedList()
        let pagesRead = await world.store.requestedCursors.count
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        // When someone likes Alan's post elsewhere
        await world.store.likeElsewhere(postID: 3, by: 2)
        world.changes.push(.edited(postID: 3))
        // Then its count changes where it is, every post in its place, and no page was read again
        // (beyond the one read that starting to listen makes, before any change is applied:
        // what was published since the list was read)
        try await eventually("the new count") { likes(of: 3, in: model)?.count == 9 }
        #expect(model.posts.map(\.id) == SampleFeed.posts.map(\.id))
        #expect(await world.store.requestedCursors.count == pagesRead + 1)
    }

    @Test func aChangeHeardWhileALikeIsOnItsWayKeepsTheHeart() async throws {
        // Given a like the store has not answered
        let (model, gate, _) = try await gatedList()
        let liking = Task { await model.toggleLike(postID: 3) }
        try await eventually("the like reached the store") { await gate.likeRequestCount == 1 }
        // When the post is read again before the like is stored, someone else's like in it
        var read = SampleFeed.posts[2]
        read.likeCount = 8
        let reading = Task { await model.apply(.edited(postID: 3)) }
        try await eventually("the post read again") { await gate.postRequestCount == 1 }
        await gate.answerPost(0, with: .success(read))
        await reading.value
        // Then it shows both: theirs from the store, the person's own on its way
        #expect(likes(of: 3, in: model) == FeedLikes(count: 9, isLikedByMe: true))
        await gate.answerLike(0, with: .success(FeedLikes(count: 9, isLikedByMe: true)))
        await liking.value
        #expect(likes(of: 3, in: model) == FeedLikes(count: 9, isLikedByMe: true))
    }

    @Test func anEditedPostThatLostTheTagLeavesTheTagsList() async throws {
        let world = FeedWorld()
        let model = await world.loadedList(.tagged("history"))
        #expect(model.posts.map(\.id) == [1, 6])
        var untagged = SampleFeed.posts[0]
        untagged.tags = ["math"]
        await world.store.replace(untagged)
        await model.apply(.edited(postID: 1))
        #expect(model.posts.map(\.id) == [6])
    }
}
