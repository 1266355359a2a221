import FeatureFeedTesting
import Testing

@testable import FeatureFeed

/// Liking the post on its own screen: the same rule as the list's.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PostLikeTests {
    @Test func aLikeShowsAtOnceCountsOnceAndALikeAgainTakesItBack() async throws {
        // Given Alan's post on show, and a store that has not answered yet
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate, flags: [FeedViewModel.likeCountsFlag]).post(3)
        let appearing = Task { await model.appear() }
        try await eventually("the post asked for") { await gate.postRequestCount == 1 }
        await gate.answerPost(0, with: .success(SampleFeed.posts[2]))
        await appearing.value
        #expect(model.showsLikeCounts)
        // When the person likes it
        let liking = Task { await model.toggleLike() }
        try await eventually("the like reached the store") { await gate.likeRequestCount == 1 }
        // Then it shows liked before the store answers, and as the store says after
        #expect(model.post?.likes == FeedLikes(count: 8, isLikedByMe: true))
        await gate.answerLike(0, with: .success(FeedLikes(count: 8, isLikedByMe: true)))
        await liking.value
        #expect(model.post?.likes == FeedLikes(count: 8, isLikedByMe: true))
        // And liking again takes it back
        let unliking = Task { await model.toggleLike() }
        try await eventually("the taking back reached the store") { await gate.likeRequestCount == 2 }
        #expect(model.post?.likes == FeedLikes(count: 7, isLikedByMe: false))
        await gate.answerLike(1, with: .success(FeedLikes(count: 7, isLikedByMe: false)))
        await unliking.value
        #expect(await gate.likesAsked == [true, false])
    }

    @Test func aRefusedLikeIsPutBackAndTheCauseSaid() async {
        let world = FeedWorld(failures: .init(liking: .readOnly))
        let model = world.post(2)
        await model.appear()
        await model.toggleLike()
        #expect(model.post?.likes == FeedLikes(count: 40, isLikedByMe: false))
        #expect(
            model.message
                == "Couldn't like \"Why I wrote the first compiler\". The database is read-only, so nothing can be saved. Its likes are as they were."
        )
        #expect(model.messageIsProblem)
    }

    @Test func aSignedOutPersonIsAskedToSignIn() async {
        let world = FeedWorld(userID: nil)
        let model = world.post(2)
        await model.appear()
        await model.toggleLike()
        #expect(model.message == "Sign in to like posts.")
        #expect(await world.store.likeRequests.isEmpty)
    }

    @Test func aPostDeletedElsewhereSaysSoWhenLiked() async {
        let world = FeedWorld()
        let model = world.post(2)
        await model.appear()
        await world.store.remove(id: 2)
        await model.toggleLike()
        #expect(model.state == .deleted)
        #expect(model.message == "This post was deleted.")
    }

    @Test func someoneElsesLikeIsReadAgainLive() async throws {
        let world = FeedWorld()
        let model = world.post(2)
        await model.appear()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await world.store.likeElsewhere(postID: 2)
        world.changes.push(.edited(postID: 2))
        try await eventually("the new count") { model.post?.likeCount == 41 }
        #expect(model.post?.isLikedByMe == false)
    }
}
