import FeatureFeed
import FeatureProfile
import FeatureSettings

/// The route table: each route to the feature entry point that builds its screen, with the
/// feature's events wired to the event table. Sheets have no screen; the shell draws them.
@MainActor
struct RouteTable {
    let wiring: FeatureWiring
    let prompt: SheetHost
    let perform: @MainActor (EventOutcome) -> Void

    func screen(for route: Route) -> (any FeatureScreen)? {
        let perform = self.perform
        switch route {
        case .feed:
            return FeedFeature.makeFeedScreen(
                dependencies: wiring.feed(prompt),
                onEvent: { perform(EventTable.outcome(for: $0)) })
        case .post(let id):
            return FeedFeature.makePostScreen(
                postID: id, dependencies: wiring.feed(prompt),
                onEvent: { perform(EventTable.outcome(for: $0)) })
        case .profile(let subject):
            return ProfileFeature.makeProfileScreen(
                subject: Self.profileSubject(subject),
                dependencies: wiring.profile(prompt),
                onEvent: { perform(EventTable.outcome(for: $0)) })
        case .settings:
            return SettingsFeature.makeSettingsScreen(
                dependencies: wiring.settings(prompt),
                onEvent: { perform(EventTable.outcome(for: $0)) })
        case .flags:
            return SettingsFeature.makeFlagsScreen(
                dependencies: wiring.settings(prompt),
                onEvent: { perform(EventTable.outcome(for: $0)) })
        case .help, .prompt:
            return nil
        }
    }

    static func profileSubject(_ route: ProfileRoute) -> ProfileSubject {
        switch route {
        case .me: return .me
        case .person(let id): return .person(id: id)
        }
    }
}
