import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite struct FeedAnalyticsTests {
    @Test func appearingSendsFeedViewed() async {
        let fixture = await FeedFixture().loaded()
        #expect(fixture.analytics.events == [.init("feed.viewed")])
    }

    @Test func openingAPostSendsTheEventAndTellsTheShell() async {
        // Given
        let fixture = await FeedFixture().loaded()
        fixture.model.moveSelection(by: 1)
        // When
        await fixture.model.openSelectedPost()?.value
        // Then
        #expect(fixture.log.events == [.openPost(id: 2)])
        #expect(fixture.analytics.events.last == .init("feed.post_opened", ["post_id": "2"]))
    }

    @Test func noEventIsSentWhenTheUserOptedOut() async {
        // Given
        let prompt = ScriptedFeedPrompt(textAnswers: ["Title", "Body", ""], confirmations: [true])
        let fixture = await FeedFixture(prompt: prompt, allowsAnalytics: false).loaded()
        // When every tracked action happens
        await fixture.model.openSelectedPost()?.value
        await fixture.model.compose().value
        await fixture.model.deleteSelectedPost()?.value
        // Then
        #expect(fixture.log.events.count == 1)
        #expect(await fixture.store.stored.count == SampleFeed.posts.count)
        #expect(fixture.analytics.events.isEmpty)
    }

    @Test func openingTheAuthorTellsTheShell() async {
        let fixture = await FeedFixture().loaded()
        fixture.model.moveSelection(by: 3)
        fixture.model.openSelectedAuthor()
        #expect(fixture.log.events == [.openAuthor(id: 4)])
    }

    @Test func nothingOpensInAnEmptyFeed() async {
        let fixture = await FeedFixture(posts: []).loaded()
        #expect(fixture.model.openSelectedPost() == nil)
        fixture.model.openSelectedAuthor()
        #expect(fixture.log.events.isEmpty)
    }
}
