import FeatureFeed

/// Sample data for tests and the demo.
public enum SampleFeed {
    public static let title = FeedFeature.title
}
