import FeatureFeed
import FeatureFeedTesting
import FeatureProfile
import FeatureProfileTesting
import FeatureSettings
import FeatureSettingsTesting

extension FeatureWiring {
    /// Each feature alone on the in-memory fakes and sample data its own team tests with: no
    /// database, no files, nothing from another feature. Made once, so what a preview session
    /// changes (a new post, a bio) stays for the rest of that session.
    public static func fakes() -> FeatureWiring {
        let posts = InMemoryFeedPosts(posts: SampleFeed.posts)
        let feedFlags = FakeFeedFlags(enabled: ["feed.like_counts"])
        let world = FakeProfileWorld()
        let settingsPreferences = InMemoryPreferencesStore()
        let settingsFlags = InMemoryFlagsSource()
        let account = InMemoryAccountService()
        var wiring = FeatureWiring(
            feed: { prompt in
                SampleFeed.dependencies(posts: posts, prompt: prompt, flags: feedFlags)
            },
            profile: { prompt in
                ProfileDependencies(
                    people: world.people, posts: world.posts,
                    session: FakeProfileSession(userID: world.signedInUserID), prompt: prompt,
                    analytics: world.analytics, consent: FakeProfileConsent(allowed: false),
                    clock: FixedProfileClock())
            },
            settings: { prompt in
                SettingsDependencies(
                    preferences: settingsPreferences, flags: settingsFlags, account: account,
                    prompter: prompt, analytics: RecordingAnalytics())
            })
        wiring.keepsFeaturesApart = true
        return wiring
    }
}
