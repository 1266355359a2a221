import FeatureProfile

/// Sample data for tests and the demo.
public enum SampleProfile {
    public static let title = ProfileFeature.title
}
