import FeatureFeed
import FeatureFeedTesting
import Testing

/// An unfinished post survives the app: it is written down as it changes and taken up by the
/// next list the same person opens (after a quit, a crash or a restart).
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedDraftsTests {
    @Test func aClosedPostIsWrittenDownAndTheNextRunGoesOnFromIt() async {
        // Given a person who typed a title and a body, then closed the question
        let drafts = InMemoryFeedDrafts()
        let prompt = script(["Field notes", nil])
        prompt.typedBeforeClosing = "Half a paragraph"
        let first = await FeedWorld(prompt: prompt, drafts: drafts).loadedList()
        await first.compose()
        #expect(
            drafts.kept(of: SampleFeed.currentUserID)?.text
                == FeedDraftText(title: "Field notes", body: "Half a paragraph"))
        // When the app starts again and the person writes
        let again = script(["Field notes", "Half a paragraph, finished.", ""])
        let second = await FeedWorld(prompt: again, drafts: drafts).loadedList()
        #expect(second.unsavedDraft?.title == "Field notes")
        await second.compose()
        // Then each question started from what was kept, and once published it is forgotten
        #expect(again.questions.map(\.initial).prefix(2) == ["Field notes", "Half a paragraph"])
        #expect(second.posts.first?.title == "Field notes")
        #expect(drafts.kept(of: SampleFeed.currentUserID) == nil)
    }

    @Test func anotherPersonsDraftIsNotTakenUp() async {
        let drafts = InMemoryFeedDrafts([2: FeedKeptDraft(text: FeedDraftText(title: "Theirs"), key: .init())]
        )
        let model = await FeedWorld(drafts: drafts).loadedList()
        #expect(model.unsavedDraft == nil)
    }

    @Test func aPostTheServerDidNotTakeIsSentUnderItsKeyAfterARestart() async throws {
        // Given a publish the team server did not answer
        let drafts = InMemoryFeedDrafts()
        let world = FeedWorld(
            failures: .init(publishing: .unreachable("db.example:5432")), prompt: script(["Kept", "", ""]),
            drafts: drafts)
        let first = await world.loadedList()
        await first.compose()
        let kept = try #require(drafts.kept(of: SampleFeed.currentUserID))
        #expect(kept.isWaitingToSend)
        // When the app starts again with the server back
        await world.store.setFailures(.init())
        let second = await FeedWorld(posts: [], source: world.store, drafts: drafts).loadedList()
        // Then the kept post goes by itself, under the key it was first sent with
        try await eventually("the kept post sent") { second.posts.first?.title == "Kept" }
        #expect(await world.store.publishedDrafts.map(\.key) == [kept.key, kept.key])
        #expect(second.message == "Your post was published.")
        #expect(drafts.kept(of: SampleFeed.currentUserID) == nil)
    }
}
