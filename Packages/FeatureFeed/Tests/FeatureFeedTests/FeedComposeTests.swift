import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite struct FeedComposeTests {
    @Test func aValidPostIsPublishedAtTheTopAndSelected() async {
        // Given
        let prompt = ScriptedFeedPrompt(textAnswers: ["  Hello world ", "Body", "swift, linux"])
        let fixture = await FeedFixture(prompt: prompt).loaded()
        fixture.model.moveSelection(by: 2)
        // When
        await fixture.model.compose().value
        // Then
        let top = fixture.model.posts.first
        #expect(top?.title == "Hello world")
        #expect(top?.tags == ["swift", "linux"])
        #expect(top?.authorID == SampleFeed.currentUserID)
        #expect(fixture.model.selection == 0)
        #expect(fixture.model.message == nil)
        #expect(fixture.eventNames.last == "feed.post_published")
    }

    @Test func composingIntoAnEmptyFeedShowsThePost() async {
        let prompt = ScriptedFeedPrompt(textAnswers: ["First", "", ""])
        let fixture = await FeedFixture(posts: [], prompt: prompt).loaded()
        await fixture.model.compose().value
        #expect(fixture.model.posts.map(\.title) == ["First"])
    }

    @Test func cancellingAtAnyStepPublishesNothing() async {
        for answers: [String?] in [[nil], ["Title", nil], ["Title", "Body", nil]] {
            // Given
            let fixture = await FeedFixture(prompt: ScriptedFeedPrompt(textAnswers: answers)).loaded()
            // When
            await fixture.model.compose().value
            // Then
            #expect(await fixture.store.stored.count == SampleFeed.posts.count)
            #expect(fixture.model.message == nil)
        }
    }

    @Test func aBrokenRuleStopsComposingWithItsMessage() async {
        let cases: [([String?], String)] = [
            (["   "], "A title is required."),
            (["Title", String(repeating: "b", count: 4001)], DraftProblem.bodyTooLong(count: 4001).message),
            (["Title", "Body", "a,b,c,d,e,f"], "6 tags given; at most 5 are allowed."),
        ]
        for (answers, expected) in cases {
            // Given
            let fixture = await FeedFixture(prompt: ScriptedFeedPrompt(textAnswers: answers)).loaded()
            // When
            await fixture.model.compose().value
            // Then
            #expect(fixture.model.message == expected)
            #expect(await fixture.store.stored.count == SampleFeed.posts.count)
        }
    }

    @Test func theValidationMessageIsShownOnScreen() async {
        let fixture = await FeedFixture(prompt: ScriptedFeedPrompt(textAnswers: [""])).loaded()
        await fixture.model.compose().value
        #expect(fixture.screen.render(width: 60, height: 3).first == "! A title is required.")
    }

    @Test func aSignedOutUserIsAskedToSignIn() async {
        // Given
        let prompt = ScriptedFeedPrompt(textAnswers: ["Title", "Body", ""])
        let fixture = await FeedFixture(prompt: prompt, userID: nil).loaded()
        // When
        await fixture.model.compose().value
        // Then
        #expect(fixture.model.message == "Sign in to write a post.")
        #expect(prompt.askedTitles.isEmpty)
    }

    @Test func aFailedPublishSaysSoAndAddsNothing() async {
        // Given
        let prompt = ScriptedFeedPrompt(textAnswers: ["Title", "Body", ""])
        let fixture = await FeedFixture(failures: .init(publishing: true), prompt: prompt).loaded()
        // When
        await fixture.model.compose().value
        // Then
        #expect(fixture.model.message == "Couldn't publish your post. Please try again.")
        #expect(fixture.model.posts.count == SampleFeed.posts.count)
        #expect(fixture.eventNames.contains("feed.post_published") == false)
    }
}
