import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite struct FeedDeleteTests {
    @Test func anOwnPostIsRemovedAtOnceBeforeTheStoreAnswers() async {
        // Given the user's own post selected, and a store that has not answered yet
        let gate = GatedFeedPosts()
        let fixture = FeedFixture(source: gate, prompt: ScriptedFeedPrompt(confirmations: [true]))
        let load = fixture.model.refresh()
        await eventually { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await load.value
        // When
        let delete = fixture.model.deleteSelectedPost()
        await eventually { await gate.deleteRequestCount == 1 }
        // Then
        #expect(fixture.model.posts.map(\.id) == [2, 3, 4, 5, 6])
        await gate.answerDelete(0, with: .success(()))
        await delete?.value
        #expect(fixture.model.posts.map(\.id) == [2, 3, 4, 5, 6])
        #expect(fixture.eventNames.last == "feed.post_deleted")
    }

    @Test func aFailedDeletePutsThePostBackInItsPlaceWithAMessage() async {
        // Given
        let fixture = await FeedFixture(
            failures: .init(deleting: true), prompt: ScriptedFeedPrompt(confirmations: [true])
        ).loaded()
        fixture.model.moveSelection(by: 4)
        // When
        await fixture.model.deleteSelectedPost()?.value
        // Then
        #expect(fixture.model.posts.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(fixture.model.selection == 4)
        #expect(
            fixture.model.message
                == "Couldn't delete \"Bernoulli numbers, step by step\". It is back in the feed.")
        #expect(fixture.eventNames.contains("feed.post_deleted") == false)
    }

    @Test func deletingTheLastPostLeavesAnEmptyFeed() async {
        let prompt = ScriptedFeedPrompt(confirmations: [true])
        let fixture = await FeedFixture(posts: [SampleFeed.posts[0]], prompt: prompt).loaded()
        await fixture.model.deleteSelectedPost()?.value
        #expect(fixture.model.state == .empty)
    }

    @Test func someoneElsesPostIsNotOfferedForDeletion() async {
        // Given Grace's post selected while Ada is signed in
        let prompt = ScriptedFeedPrompt(confirmations: [true])
        let fixture = await FeedFixture(prompt: prompt).loaded()
        fixture.model.moveSelection(by: 1)
        // When
        await fixture.model.deleteSelectedPost()?.value
        // Then
        #expect(fixture.model.message == "You can only delete your own posts.")
        #expect(prompt.confirmMessages.isEmpty)
        #expect(fixture.model.posts.count == 6)
        #expect(fixture.screen.keyHints.contains("d delete") == false)
    }

    @Test func decliningTheConfirmationKeepsThePost() async {
        let prompt = ScriptedFeedPrompt(confirmations: [false])
        let fixture = await FeedFixture(prompt: prompt).loaded()
        await fixture.model.deleteSelectedPost()?.value
        #expect(
            prompt.confirmMessages == ["Delete \"Notes on the Analytical Engine\"? This cannot be undone."])
        #expect(fixture.model.posts.count == 6)
    }

    @Test func aSignedOutUserIsAskedToSignIn() async {
        let fixture = await FeedFixture(userID: nil).loaded()
        await fixture.model.deleteSelectedPost()?.value
        #expect(fixture.model.message == "Sign in to delete your posts.")
    }

    @Test func nothingToDeleteInAnEmptyFeed() async {
        let fixture = await FeedFixture(posts: []).loaded()
        #expect(fixture.model.deleteSelectedPost() == nil)
    }
}
