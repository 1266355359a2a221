import Testing

@testable import FeatureFeed

@Suite struct FeedFeatureTests {
    @Test func featureHasATitle() {
        #expect(FeedFeature.title == "Feed")
    }
}
