import AppCore
import FeatureFeed
import FeatureProfile
import FeatureSettings
import Infrastructure

/// The first frame the shell shows: one tab per feature.
public enum StartScreen {
    public static func render() -> String {
        let tabs = [FeedFeature.title, ProfileFeature.title, SettingsFeature.title]
        return TerminalText.sanitised(tabs.joined(separator: " | "))
    }
}
