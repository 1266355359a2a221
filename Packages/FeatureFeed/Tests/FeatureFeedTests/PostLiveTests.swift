import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

/// One post while changes arrive from elsewhere: deleted, edited, its author renamed, the
/// server back.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PostLiveTests {
    private func shown(_ id: Int, in world: FeedWorld) async -> PostViewModel {
        let model = world.post(id)
        await model.appear()
        return model
    }

    @Test func aPostDeletedElsewhereSaysSo() async throws {
        let world = FeedWorld()
        let model = await shown(2, in: world)
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        world.changes.push(.deleted(postID: 3))
        world.changes.push(.deleted(postID: 2))
        try await eventually("the post deleted") { model.state == .deleted }
        #expect(model.message == "This post was deleted.")
        // And nothing brings it back
        await model.refresh()
        await model.apply(.manyChanged)
        #expect(model.state == .deleted)
    }

    @Test func anEditAndARenamedAuthorAreReadAgain() async throws {
        let world = FeedWorld()
        let model = await shown(2, in: world)
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        var edited = SampleFeed.posts[1]
        edited.title = "Why I wrote the first compiler (revised)"
        await world.store.replace(edited)
        world.changes.push(.edited(postID: 2))
        try await eventually("the new title") { model.post?.title == edited.title }
        await world.store.rename(authorID: 2, to: "Amazing Grace")
        world.changes.push(.personChanged(personID: 2))
        try await eventually("the new name") { model.post?.authorName == "Amazing Grace" }
    }

    @Test func changesToOtherPostsAndPeopleAreIgnored() async {
        let world = FeedWorld()
        let model = await shown(2, in: world)
        let before = model.post
        await world.store.rename(authorID: 3, to: "Someone")
        await model.apply(.personChanged(personID: 3))
        await model.apply(.edited(postID: 3))
        await model.apply(.published(postID: 9, authorID: 3))
        await model.apply(.flagsChanged)
        #expect(model.post == before)
    }

    @Test func theServerBackReadsItAgainAndClearsTheProblem() async {
        let world = FeedWorld()
        let model = await shown(2, in: world)
        await world.store.setFailures(.init(loading: .unreachable("db.example:5432")))
        await model.refresh()
        #expect(
            model.message == "Couldn't load this post. The team server can't be reached right now."
        )
        #expect(model.post?.id == 2)
        await world.store.setFailures(.init())
        await model.apply(.connectionRestored)
        #expect(model.message == nil)
        await model.apply(.manyChanged)
        #expect(model.post?.id == 2)
    }
}
