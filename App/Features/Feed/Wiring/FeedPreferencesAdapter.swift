import FeatureFeed
import Infrastructure

/// The person's choices the feed reads: analytics (the platform's) and its own Compact feed,
/// which it declares (`FeedPlugin.preferences`) so Settings shows it. Unreadable preferences
/// mean "not allowed" and the default layout.
struct FeedPreferencesAdapter: FeedPreferences {
    static let compactFeed = PreferenceDefinition(
        name: "compactFeed", title: "Compact feed", defaultValue: false)

    let preferences: any PreferencesStore

    func analyticsAllowed() async -> Bool {
        await ConsentAdapter(preferences: preferences).analyticsAllowed()
    }

    func compactFeed() async -> Bool {
        (try? preferences.load().choice(Self.compactFeed)) ?? Self.compactFeed.defaultValue
    }
}
