import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite struct FeedFeatureTests {
    @Test func theEntryPointBuildsAFeedThatLoadsAndSendsEvents() async {
        // Given
        let log = EventLog()
        let screen = FeedFeature.makeFeedScreen(dependencies: SampleFeed.dependencies()) {
            log.events.append($0)
        }
        // When
        await screen.model.appear().value
        _ = screen.handle(key: "enter")
        // Then
        #expect(screen.render(width: 60, height: 1) == ["› Notes on the Analytical Engine"])
        #expect(log.events == [.openPost(id: 1)])
    }

    @Test func theEntryPointBuildsThePostScreenForTheGivenPost() async {
        let screen = FeedFeature.makePostScreen(postID: 2, dependencies: SampleFeed.dependencies()) { _ in }
        await screen.model.load().value
        #expect(screen.render(width: 60, height: 1) == ["Why I wrote the first compiler"])
    }
}
