import FeatureSettings

/// Sample data for tests and the demo.
public enum SampleSettings {
    public static let title = SettingsFeature.title
}
