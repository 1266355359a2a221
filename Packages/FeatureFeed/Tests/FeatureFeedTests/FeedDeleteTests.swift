import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedDeleteTests {
    /// A list on a gated store, loaded with the sample posts, with a prompt that says yes.
    private func gatedList() async throws -> (FeedViewModel, GatedFeedPosts, FeedWorld) {
        let gate = GatedFeedPosts()
        let world = FeedWorld(source: gate, prompt: script(confirm: [true]))
        let model = world.list()
        let loading = Task { await model.refresh() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await loading.value
        return (model, gate, world)
    }

    @Test func anOwnPostGoesAtOnceAndTheOutcomeIsSaid() async throws {
        // Given the person's own post, and a store that has not answered yet
        let (model, gate, world) = try await gatedList()
        // When
        let deleting = Task { await model.delete(postID: 1) }
        try await eventually("the delete reached the store") { await gate.deleteRequestCount == 1 }
        // Then it is gone before the store answers, and said once it has
        #expect(model.posts.map(\.id) == [2, 3, 4, 5, 6])
        await gate.answerDelete(0, with: .success(()))
        await deleting.value
        #expect(model.posts.map(\.id) == [2, 3, 4, 5, 6])
        #expect(model.message == "Post deleted.")
        #expect(world.eventNames.last == "feed.post_deleted")
    }

    @Test func aPageArrivingDuringTheDeleteLeavesThePostOut() async throws {
        // Given a delete the store has not answered
        let (model, gate, _) = try await gatedList()
        let deleting = Task { await model.delete(postID: 1) }
        try await eventually("the delete reached the store") { await gate.deleteRequestCount == 1 }
        // When a reload brings the post back meanwhile
        let reloading = Task { await model.refresh() }
        try await eventually("the reload asked") { await gate.pageRequestCount == 2 }
        await gate.answerPage(1, with: .success(SampleFeed.posts))
        await reloading.value
        // Then it stays out
        #expect(model.posts.map(\.id) == [2, 3, 4, 5, 6])
        await gate.answerDelete(0, with: .success(()))
        await deleting.value
    }

    @Test func aFailedDeletePutsThePostBackInItsPlaceAndNamesTheCause() async {
        // Given
        let world = FeedWorld(failures: .init(deleting: .busy), prompt: script(confirm: [true]))
        let model = await world.loadedList()
        // When
        await model.delete(postID: 5)
        // Then
        #expect(model.posts.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(
            model.message
                == "Couldn't delete \"Bernoulli numbers, step by step\". The database is busy; try again in a moment. It is back in the list."
        )
        #expect(world.eventNames.contains("feed.post_deleted") == false)
    }

    @Test func aPostAlreadyDeletedStaysGoneAndSaysSo() async {
        // Given a post deleted elsewhere after the list loaded
        let world = FeedWorld(prompt: script(confirm: [true]))
        let model = await world.loadedList()
        await world.store.remove(id: 1)
        // When
        await model.delete(postID: 1)
        // Then
        #expect(model.posts.map(\.id) == [2, 3, 4, 5, 6])
        #expect(model.message == "That post was already deleted.")
    }

    @Test func deletingTheLastPostLeavesAnEmptyList() async {
        let model = await FeedWorld(posts: [SampleFeed.posts[0]], prompt: script(confirm: [true]))
            .loadedList()
        await model.delete(postID: 1)
        #expect(model.state == .empty)
    }

    @Test func someoneElsesPostIsNotOfferedTheQuestion() async {
        // Given Grace's post while Ada is signed in
        let world = FeedWorld(prompt: script())
        let model = await world.loadedList()
        // When
        await model.delete(postID: 2)
        // Then
        #expect(model.message == "You can only delete your own posts.")
        #expect(model.posts.count == 6)
    }

    @Test func theQuestionNamesThePostAndNoKeepsIt() async {
        let prompt = script(confirm: [false])
        let model = await FeedWorld(prompt: prompt).loadedList()
        await model.delete(postID: 1)
        #expect(
            prompt.confirmMessages == [
                "Delete \u{201C}Notes on the Analytical Engine\u{201D}? This can't be undone."
            ])
        #expect(model.posts.count == 6)
        #expect(model.message == nil)
    }

    @Test func aSignedOutPersonIsAskedToSignIn() async {
        let model = await FeedWorld(prompt: script(), userID: nil).loadedList()
        await model.delete(postID: 1)
        #expect(model.message == "Sign in to delete your posts.")
    }

    @Test func aPostNotInTheListIsLeftAlone() async {
        let model = await FeedWorld(prompt: script()).loadedList()
        await model.delete(postID: 999)
        #expect(model.posts.count == 6)
        #expect(model.message == nil)
    }
}
