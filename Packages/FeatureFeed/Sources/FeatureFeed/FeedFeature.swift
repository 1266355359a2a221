/// The Feed feature's public entry point.
public enum FeedFeature {
    public static let title = "Feed"
}
