import AppCore
import FeatureFeed
import FeatureProfile
import FeatureSettings
import Infrastructure

/// Each feature's dependencies, built from the container's services through the adapters. The
/// prompt is the shell's sheet host, which exists only while the UI runs.
extension AppContainer {
    @MainActor
    public func feedDependencies(prompt: any FeedPrompt) -> FeedDependencies {
        FeedDependencies(
            posts: FeedPostsAdapter(posts: services.posts), prompt: prompt,
            analytics: AnalyticsAdapter(sink: services.analytics, now: services.now),
            preferences: ConsentAdapter(preferences: services.preferences),
            session: SessionAdapter(session: services.session),
            flags: FlagsAdapter(flags: services.flags, preferences: services.preferences),
            clock: ClockAdapter(clock: services.now))
    }

    @MainActor
    public func profileDependencies(prompt: any ProfilePrompt) -> ProfileDependencies {
        ProfileDependencies(
            people: ProfilePeopleAdapter(people: services.people, session: services.session),
            posts: ProfilePostsAdapter(posts: services.posts, session: services.session),
            session: SessionAdapter(session: services.session), prompt: prompt,
            analytics: AnalyticsAdapter(sink: services.analytics, now: services.now),
            consent: ConsentAdapter(preferences: services.preferences),
            clock: ClockAdapter(clock: services.now))
    }

    @MainActor
    public func settingsDependencies(prompt: any SettingsPrompter) -> SettingsDependencies {
        SettingsDependencies(
            preferences: SettingsPreferencesAdapter(preferences: services.preferences),
            flags: SettingsFlagsAdapter(flags: services.flags, preferences: services.preferences),
            account: SettingsAccountAdapter(people: services.people, session: services.session),
            prompter: prompt,
            analytics: AnalyticsAdapter(sink: services.analytics, now: services.now))
    }

    /// Resolves a link's target against the data: a handle becomes an id, and a post or person
    /// that does not exist is `DeepLinkError.notFound`.
    public func route(for target: LinkTarget) async throws -> Route {
        switch target {
        case .profileHandle(let handle):
            guard let person = try await services.people.person(handle: handle) else {
                throw DeepLinkError.notFound("profile @\(handle)")
            }
            return .profile(.person(id: person.id.featureID))
        case .route(.post(let id)):
            guard try await services.posts.post(id: Int64(id)) != nil else {
                throw DeepLinkError.notFound("post \(id)")
            }
            return .post(id: id)
        case .route(.profile(.person(let id))):
            guard try await services.people.person(id: Int64(id)) != nil else {
                throw DeepLinkError.notFound("profile \(id)")
            }
            return .profile(.person(id: id))
        case .route(let route):
            return route
        }
    }
}
