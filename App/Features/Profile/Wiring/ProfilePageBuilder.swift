import AppCore
import FeatureProfile
import ProfileWeb

/// Builds the profile's web page over its view model, on one browser session's dependencies.
struct ProfilePageBuilder: PageBuilder {
    let dependencies: () -> ProfileDependencies

    func page(for route: Route, context: PageContext) -> (any WebPage)? {
        let subject: ProfileSubject
        switch ProfileRoute(route) {
        case .me: subject = .me
        case .person(let id): subject = .person(id: id)
        // A handle is looked up before a page is built; an unresolved one has no page.
        case .handle, nil: return nil
        }
        let model = ProfileFeature.makeProfileViewModel(
            subject: subject, dependencies: dependencies(),
            onEvent: { context.perform(ProfileEvents.actions(for: $0)) })
        let links = ProfileLinks(page: WebPaths.path(of: route)) {
            context.path(for: ProfileEvents.actions(for: $0))
        }
        return ProfilePage(model: model, links: links, contributions: context.contributions)
    }
}
