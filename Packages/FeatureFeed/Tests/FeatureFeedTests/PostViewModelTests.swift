import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite(.timeLimit(.minutes(1))) struct PostViewModelTests {
    @Test func appearingShowsLoadingThenThePost() async throws {
        // Given
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).post(4)
        #expect(model.state == .idle)
        // When
        let appearing = Task { await model.appear() }
        try await eventually("the post asked for") { await gate.postRequestCount == 1 }
        #expect(model.state == .loading)
        await gate.answerPost(0, with: .success(SampleFeed.posts[3]))
        await appearing.value
        // Then
        #expect(model.state == .loaded(SampleFeed.posts[3]))
        #expect(model.post == SampleFeed.posts[3])
    }

    @Test func aMissingPostIsNotFoundNotAFailure() async {
        let model = FeedWorld().post(999)
        await model.appear()
        #expect(model.state == .notFound)
    }

    @Test func aFailingStoreNamesTheCause() async {
        let model = FeedWorld(failures: .init(loading: .busy)).post(1)
        await model.appear()
        #expect(
            model.state == .failed("Couldn't load this post. The database is busy; try again in a moment."))
    }

    @Test func leavingCancelsTheLoadAndLeavesTheStateAsItWas() async throws {
        // Given
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).post(1)
        let appearing = Task { await model.appear() }
        try await eventually("the post asked for") { await gate.postRequestCount == 1 }
        // When
        appearing.cancel()
        await gate.answerPost(0, with: .success(SampleFeed.posts[0]))
        await appearing.value
        // Then
        #expect(model.state == .idle)
    }

    @Test func leavingDuringASecondLoadLeavesTheStateAsItWasBeforeEither() async throws {
        // Given a load under way and a second one superseding it (a change arrived)
        let gate = GatedFeedPosts()
        let model = FeedWorld(source: gate).post(1)
        let appearing = Task { await model.appear() }
        try await eventually("the first load's post asked for") { await gate.postRequestCount == 1 }
        let refreshing = Task { await model.refresh() }
        try await eventually("the second load's post asked for") { await gate.postRequestCount == 2 }
        // When the person leaves during the second
        refreshing.cancel()
        await gate.answerPost(0, with: .success(SampleFeed.posts[0]))
        await gate.answerPost(1, with: .success(SampleFeed.posts[0]))
        await appearing.value
        await refreshing.value
        // Then nothing says it is still loading: coming back loads it again
        #expect(model.state == .idle)
    }

    @Test func aReloadKeepsThePostShownAndSaysWhyItFailed() async {
        // Given
        let world = FeedWorld()
        let model = world.post(1)
        await model.appear()
        // When
        await world.store.setFailures(.init(loading: .unreachable("db.example:5432")))
        await model.refresh()
        // Then
        #expect(model.post == SampleFeed.posts[0])
        #expect(
            model.message == "Couldn't load this post. The team server can't be reached right now.")
    }

    @Test func aReloadFindsAPostDeletedElsewhere() async {
        let world = FeedWorld()
        let model = world.post(1)
        await model.appear()
        await world.store.remove(id: 1)
        await model.refresh()
        #expect(model.state == .notFound)
    }

    @Test func theAuthorAndTheTagsOpenOnceLoaded() async {
        // Given
        let world = FeedWorld()
        let model = world.post(4)
        model.openAuthor()
        model.openTag("swift")
        #expect(world.log.events.isEmpty)
        // When
        await model.appear()
        model.openAuthor()
        model.openTag("swift")
        model.openTag("not one of its tags")
        // Then
        #expect(world.log.events == [.openAuthor(id: 4), .openTag("swift")])
    }

    @Test func onlyTheAuthorMayDelete() async {
        let world = FeedWorld()
        let own = world.post(1)
        let other = world.post(2)
        #expect(own.canDelete == false)
        await own.appear()
        await other.appear()
        #expect(own.canDelete)
        #expect(other.canDelete == false)
    }

    @Test func deletingTheirOwnPostSaysSo() async {
        // Given
        let prompt = script(confirm: [true])
        let world = FeedWorld(prompt: prompt)
        let model = world.post(1)
        await model.appear()
        // When
        await model.delete()
        // Then
        #expect(
            prompt.confirmMessages == [
                "Delete \u{201C}Notes on the Analytical Engine\u{201D}? This can't be undone."
            ])
        #expect(model.state == .deleted)
        #expect(model.message == "Post deleted.")
        #expect(await world.store.stored.contains { $0.id == 1 } == false)
        #expect(world.eventNames == ["feed.post_deleted"])
        await model.refresh()
        #expect(model.state == .deleted)
    }

    @Test func aPostAlreadyDeletedIsSaidSo() async {
        let world = FeedWorld(prompt: script(confirm: [true]))
        let model = world.post(1)
        await model.appear()
        await world.store.remove(id: 1)
        await model.delete()
        #expect(model.state == .deleted)
        #expect(model.message == "That post was already deleted.")
    }

    @Test func aFailedDeleteKeepsThePostAndNamesTheCause() async {
        let world = FeedWorld(failures: .init(deleting: .diskFull), prompt: script(confirm: [true]))
        let model = world.post(1)
        await model.appear()
        await model.delete()
        #expect(model.post == SampleFeed.posts[0])
        #expect(
            model.message
                == "Couldn't delete \"Notes on the Analytical Engine\". The disk is full, so nothing can be saved."
        )
        #expect(model.isDeleting == false)
    }

    @Test func someoneElsesPostIsRefusedWithoutAQuestion() async {
        let model = FeedWorld(prompt: script()).post(2)
        await model.appear()
        await model.delete()
        #expect(model.message == "You can only delete your own posts.")
        #expect(model.post != nil)
    }

    @Test func sayingNoKeepsThePost() async {
        let model = FeedWorld(prompt: script(confirm: [false])).post(1)
        await model.appear()
        await model.delete()
        #expect(model.post != nil)
        #expect(model.message == nil)
    }
}
