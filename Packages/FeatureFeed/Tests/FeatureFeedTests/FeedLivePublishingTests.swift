import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

/// Publishing through an outage (issue 12 §3): a draft keeps one idempotency key across
/// retries, a post the server did not answer for is kept and sent again when it is back, and is
/// stored once even when the first try was stored after all.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedLivePublishingTests {
    private let server = "db.example:5432"
    private let notSent =
        "Not sent yet: the team server can't be reached right now; your post is kept and goes when it is back."
    private let text = FeedDraftText(
        title: "Field notes", body: "Kept through an outage.", tags: "travel")

    @Test func anUnreachableServerKeepsThePostAndSaysItWillBeSent() async {
        // Given
        let world = FeedWorld(failures: .init(publishing: .unreachable(server)))
        let model = await world.loadedList()
        // When
        let published = await model.publish(text)
        // Then
        #expect(published == nil)
        #expect(model.message == notSent)
        #expect(model.unsavedDraft == text)
        #expect(model.isWaitingToSend)
        #expect(model.posts.count == SampleFeed.posts.count)
    }

    @Test func whenTheServerIsBackThePostIsSentWithTheSameKey() async throws {
        // Given a post kept during an outage, listening
        let world = FeedWorld(failures: .init(publishing: .unreachable(server)))
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await model.publish(text)
        // When the server is back
        await world.store.setFailures(.init())
        world.changes.push(.connectionRestored)
        // Then it is sent again under the same key, shown at the top and said
        try await eventually("the post sent") { model.message == "Your post was published." }
        let drafts = await world.store.publishedDrafts
        #expect(drafts.count == 2)
        #expect(Set(drafts.map(\.key)).count == 1)
        #expect(model.posts.first?.title == "Field notes")
        #expect(model.unsavedDraft == nil)
        #expect(model.isWaitingToSend == false)
    }

    @Test func aPublishStoredBeforeTheAnswerWasLostIsStoredOnce() async throws {
        // Given a publish the store kept, though the connection broke before it answered
        let world = FeedWorld(failures: .init(publishingAfterStoring: .unreachable(server)))
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await model.publish(text)
        #expect(model.message == notSent)
        // When the server is back
        await world.store.setFailures(.init())
        world.changes.push(.connectionRestored)
        // Then the retry finds the stored post: one post, said published
        try await eventually("the post sent") { model.message == "Your post was published." }
        #expect(await world.store.stored.filter { $0.title == "Field notes" }.count == 1)
        #expect(model.posts.filter { $0.title == "Field notes" }.count == 1)
    }

    @Test func stillUnreachableItStaysKept() async throws {
        let world = FeedWorld(failures: .init(publishing: .unreachable(server)))
        let model = await world.loadedList()
        await model.publish(text)
        await model.apply(.connectionRestored)
        #expect(model.message == notSent)
        #expect(model.unsavedDraft == text)
        #expect(await world.store.publishedDrafts.count == 2)
    }

    @Test func comingBackToTheListSendsAPostKeptMeanwhile() async {
        // Given a post kept, and the server back while the person was elsewhere
        let world = FeedWorld(failures: .init(publishing: .unreachable(server)))
        let model = await world.loadedList()
        await model.publish(text)
        await world.store.setFailures(.init())
        // When the list appears again
        await model.appear()
        // Then
        #expect(model.message == "Your post was published.")
        #expect(model.posts.first?.title == "Field notes")
    }

    @Test func aKeptPostThatCannotBeSentAsItIsWaitsForThePerson() async {
        let world = FeedWorld(failures: .init(publishing: .unreachable(server)))
        let model = await world.loadedList()
        await model.publish(text)
        // When the person rewrites it into a post the rules refuse
        await model.publish(FeedDraftText(title: "", body: text.body))
        #expect(model.isWaitingToSend == false)
        await world.store.setFailures(.init())
        await model.apply(.connectionRestored)
        // Then nothing is sent by itself
        #expect(await world.store.publishedDrafts.count == 1)
    }

    @Test func aDraftKeepsItsKeyAcrossRetriesAndTheNextDraftGetsANewOne() async {
        // Given a publish refused because the database is busy, then tried again
        let world = FeedWorld(failures: .init(publishing: .busy))
        let model = await world.loadedList()
        await model.publish(text)
        await world.store.setFailures(.init())
        await model.publish(text)
        // When another post is written
        await model.publish(FeedDraftText(title: "Another"))
        // Then the retry used the first key, the new post a new one
        let keys = await world.store.publishedDrafts.map(\.key)
        #expect(keys.count == 3)
        #expect(keys[0] == keys[1])
        #expect(keys[2] != keys[1])
    }

    @Test func aRefreshWithTheServerAwayKeepsThePostsAndNamesIt() async throws {
        // Given
        let world = FeedWorld()
        let model = await world.loadedList()
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await world.store.setFailures(.init(loading: .unreachable(server)))
        // When
        await model.refresh()
        // Then
        #expect(model.posts.count == SampleFeed.posts.count)
        #expect(
            model.message == "Couldn't load the posts. The team server can't be reached right now."
        )
        // And when it is back, the list is read again and the message goes
        await world.store.setFailures(.init())
        await world.store.add(SampleFeed.post(7, by: 2, "While away", ago: -60, tags: []))
        world.changes.push(.connectionRestored)
        try await eventually("the message gone") { model.message == nil }
        try await eventually("the post published meanwhile counted") { model.newPostCount == 1 }
    }
}

/// A post kept in an outage that goes out while its sheet is open again (issue 43, item 2): the
/// sheet's words, finished, are that post and not a second one; closed unchanged, nothing is kept.
@MainActor @Suite(.timeLimit(.minutes(1))) struct KeptPostInAnOpenSheetTests {
    private let text = FeedDraftText(title: "Field notes", body: "Kept through an outage.", tags: "travel")

    /// Answers the sheet's questions with the kept words, the server coming back (the kept post
    /// going out) while the tags' question is open.
    private final class ServerBackWhileAsking: FeedPrompt {
        var whileTagsAsked: () async -> Void = {}
        var closesTags = false

        func askText(title: String, initial: String, limit: Int) async -> FeedAnswer {
            guard title.hasPrefix("Tags") else { return .finished(initial) }
            await whileTagsAsked()
            return closesTags ? .closed(typed: initial) : .finished(initial)
        }

        func askParagraphs(title: String, initial: String, limit: Int) async -> FeedAnswer {
            .finished(initial)
        }
        func confirm(message: String) async -> Bool { false }
    }

    private func keptWhileAway(closing: Bool) async -> (FeedWorld, FeedViewModel) {
        let world = FeedWorld(failures: .init(publishing: .unreachable("db.example:5432")))
        let prompt = ServerBackWhileAsking()
        prompt.closesTags = closing
        var dependencies = world.dependencies
        dependencies.prompt = prompt
        let model = FeedViewModel(listing: .everyone, dependencies: dependencies) { _ in }
        await model.appear()
        await model.publish(text)
        prompt.whileTagsAsked = {
            await world.store.setFailures(.init())
            await model.apply(.connectionRestored)
        }
        return (world, model)
    }

    @Test func finishedItIsTheSamePost() async {
        let (world, model) = await keptWhileAway(closing: false)
        #expect(model.isWaitingToSend)
        await model.compose()
        #expect(await world.store.stored.filter { $0.title == "Field notes" }.count == 1)
        #expect(model.posts.filter { $0.title == "Field notes" }.count == 1)
        #expect(model.unsavedDraft == nil)
        #expect(model.message == "Post published.")
    }

    @Test func closedUnchangedNothingIsKept() async {
        let (world, model) = await keptWhileAway(closing: true)
        await model.compose()
        #expect(await world.store.stored.filter { $0.title == "Field notes" }.count == 1)
        #expect(model.unsavedDraft == nil)
        #expect(model.message == "Your post was published.")
    }
}
