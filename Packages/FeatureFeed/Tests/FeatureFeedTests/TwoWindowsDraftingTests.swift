import FeatureFeed
import FeatureFeedTesting
import Testing

/// Two windows of one person writing a post at once (issue 36, terminal 12): the last to close
/// its question no longer silently replaces the other's words; both are kept, and it says so.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TwoWindowsDraftingTests {
    @Test func theSecondWindowKeepsBothDraftsAndSaysSo() async throws {
        // Given two windows on one person's drafts, both open before either writes
        let drafts = InMemoryFeedDrafts()
        let first = FeedWorld(prompt: script(["From the first window", nil]), drafts: drafts)
        let second = FeedWorld(prompt: script(["From the second window", nil]), drafts: drafts)
        let one = await first.loadedList()
        let two = await second.loadedList()
        // When each writes a title and closes the body's question
        await one.compose()
        await two.compose()
        // Then both titles are kept, the second window's first, and the second window says so
        let kept = try #require(await drafts.unfinishedPost(of: SampleFeed.currentUserID))
        #expect(kept.text.title == "From the second window")
        #expect(kept.text.body.contains("From the first window"))
        #expect(two.said?.kind == .outcome)
        #expect(two.message?.contains("both are kept") == true)
        // And publishing in the first window does not take the second's words away
        #expect(await one.publish(FeedDraftText(title: "From the first window")) != nil)
        #expect(
            await drafts.unfinishedPost(of: SampleFeed.currentUserID)?.text.title == "From the second window")
    }
}
