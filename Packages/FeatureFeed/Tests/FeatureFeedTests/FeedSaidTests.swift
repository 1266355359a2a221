import FeatureFeed
import FeatureFeedTesting
import Testing

/// What the feed says carries its kind from where it is decided (issue 36, "How"), not from a
/// list of sentences its words are looked up in.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedSaidTests {
    @Test func aRefusedPublishIsSaidAsAProblem() async {
        let world = FeedWorld(failures: .init(publishing: .busy), prompt: script(["Title", "Body", ""]))
        let model = await world.loadedList()
        await model.compose()
        #expect(model.said?.kind == .problem)
        #expect(model.messageIsProblem)
    }

    @Test func aPublishIsSaidAsAnOutcome() async {
        let world = FeedWorld(prompt: script(["Title", "Body", ""]))
        let model = await world.loadedList()
        await model.compose()
        #expect(model.said == .outcome("Post published."))
        #expect(!model.messageIsProblem)
    }
}
