import FeatureFeed
import FeatureProfile
import FeatureSettings

/// Where each feature's dependencies come from. The route table asks this, never the container,
/// so the same shell runs on the app's real services (`live`) or on the features' own in-memory
/// fakes (`fakes`, for `mosaic preview`). The prompt is the shell's sheet host, which exists only
/// while a scene runs, so each member takes it.
@MainActor
public struct FeatureWiring {
    public var feed: @MainActor (any FeedPrompt) -> FeedDependencies
    public var profile: @MainActor (any ProfilePrompt) -> ProfileDependencies
    public var settings: @MainActor (any SettingsPrompter) -> SettingsDependencies
    /// Set when each feature runs on its own fakes: their sample data do not match (the feed's
    /// fakes have no post 60 of the profile's), so a screen one feature asks for in another is
    /// named in a notice instead of opened.
    public var keepsFeaturesApart = false

    public init(
        feed: @escaping @MainActor (any FeedPrompt) -> FeedDependencies,
        profile: @escaping @MainActor (any ProfilePrompt) -> ProfileDependencies,
        settings: @escaping @MainActor (any SettingsPrompter) -> SettingsDependencies
    ) {
        self.feed = feed
        self.profile = profile
        self.settings = settings
    }

    /// Every feature on the container's services, through the adapters.
    public static func live(_ container: AppContainer) -> FeatureWiring {
        FeatureWiring(
            feed: { container.feedDependencies(prompt: $0) },
            profile: { container.profileDependencies(prompt: $0) },
            settings: { container.settingsDependencies(prompt: $0) })
    }
}
