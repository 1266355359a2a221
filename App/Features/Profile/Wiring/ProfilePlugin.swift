import AppCore
import FeatureProfile
import Infrastructure
import ProfileStorage
import ProfileWeb

/// The Profile feature in the shell: the Profile tab (your own profile), links to anyone's
/// profile by id or handle, the "new" badge flag, and its screens live or on its own fakes.
struct ProfilePlugin: FeaturePlugin {
    let name = "profile"
    let storage: FeatureStorage? = ProfileStorage.feature
    let tab: FeatureTab? = FeatureTab(title: "Profile", position: 20)
    let hosts = ProfileRoute.hosts
    let linkForms = ["mosaic://profile/me", "mosaic://profile/<id>", "mosaic://profile/@<handle>"]
    let flags = [
        FlagDefinition(
            name: ProfileFeature.newBadgeFlag, description: "Mark people who joined this month",
            defaultValue: true)
    ]
    var home: Route { ProfileRoute.me.route }
    let content: (any FeatureContent)? = ProfileContent()
    let keptDrafts = [
        ProfileDraftsAdapter.kind: "Your edited bio is kept: e on your profile goes on editing it."
    ]

    func route(for link: DeepLink) throws(DeepLinkError) -> Route {
        try ProfileRoute(link: link).route
    }

    /// A handle becomes that person's id; a person who does not exist is not found.
    func resolve(_ route: Route, in services: AppServices) async throws -> Route {
        switch ProfileRoute(route) {
        case .handle(let handle):
            guard let person = try await services.people.person(handle: handle) else {
                throw DeepLinkError.notFound("profile @\(handle)")
            }
            return ProfileRoute.person(id: person.id.featureID).route
        case .person(let id):
            guard try await services.people.person(id: Int64(id)) != nil else {
                throw DeepLinkError.notFound("profile \(id)")
            }
            return route
        case .me, nil:
            return route
        }
    }

    func spokenName(of route: Route) -> String {
        switch ProfileRoute(route) {
        case .me: "your profile"
        case .person(let id): "profile \(id)"
        case .handle(let handle): "@\(handle)'s profile"
        case nil: route.description
        }
    }

    @MainActor func screens(on services: AppServices) -> any ScreenBuilder {
        // One founding day for every profile screen of this run (see ProfileFounders).
        let founders = ProfileFounders(people: services.people)
        return ProfileScreenBuilder { sheets in
            Self.dependencies(on: services, prompt: ProfileSheets(sheets: sheets), founders: founders)
        }
    }

    func pages(on services: AppServices) -> any PageBuilder {
        // One founding day for every profile page of the session (see ProfileFounders).
        let founders = ProfileFounders(people: services.people)
        return ProfilePageBuilder {
            Self.dependencies(on: services, prompt: ProfileFormPrompt(), founders: founders)
        }
    }

    /// Profile's ports on the app's services, for any front end: `prompt` asks the person (the
    /// terminal's sheets here, a headless test's script elsewhere); `founders` keeps the team's
    /// first day between screens (a new one reads it again).
    static func dependencies(
        on services: AppServices, prompt: any ProfilePrompt, founders: ProfileFounders? = nil
    ) -> ProfileDependencies {
        let founders = founders ?? ProfileFounders(people: services.people)
        return ProfileDependencies(
            people: ProfilePeopleAdapter(
                people: services.people, bios: services.store(ProfileBios.self), session: services.session,
                founders: founders),
            posts: ProfilePostsAdapter(
                posts: services.store(ProfilePosts.self), deleting: services.store(FeedPosts.self),
                session: services.session),
            session: SessionAdapter(session: services.session), prompt: prompt,
            flags: FlagsAdapter(flags: services.flags, preferences: services.preferences),
            analytics: AnalyticsAdapter(sink: services.analytics, now: services.now),
            consent: ConsentAdapter(preferences: services.preferences),
            clock: ClockAdapter(clock: services.now),
            drafts: ProfileDraftsAdapter(drafts: services.drafts),
            changes: ProfileChangesAdapter(storeChanges: services.changes, founders: founders))
    }

}
