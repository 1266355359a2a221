import AppCore
import FeatureMessages
import Foundation
import Infrastructure
import MessagesStorage

/// The Messages feature in the shell: its tab (the conversations), `mosaic://messages/@handle`
/// (one conversation), its own data (`MessagesStorage`), its drafts and outbox, and `m` on any
/// person another feature shows (a profile, a post's author), which opens the conversation.
struct MessagesPlugin: FeaturePlugin {
    let name = "messages"
    let tab: FeatureTab? = FeatureTab(title: "Messages", position: 50)
    let hosts = MessagesRoute.hosts
    let linkForms = ["mosaic://messages", "mosaic://messages/@<handle>"]
    let flags: [FlagDefinition] = []
    let storage: FeatureStorage? = MessagesStorage.feature
    var home: Route { MessagesRoute.inbox.route }
    let keptDrafts = [
        MessageDraftsAdapter.draftKind:
            "Your unfinished message is kept: n in its conversation goes on writing it.",
        MessageDraftsAdapter.outboxKind:
            "Messages written while the server was away are kept and go, once each, when it is back.",
    ]

    func route(for link: DeepLink) throws(DeepLinkError) -> Route {
        try MessagesRoute(link: link).route
    }

    /// A conversation with someone who is not in the team is not found.
    func resolve(_ route: Route, in services: AppServices) async throws -> Route {
        if case .conversation(let handle) = MessagesRoute(route),
            try await services.people.person(handle: handle) == nil
        {
            throw DeepLinkError.notFound("@\(handle)")
        }
        return route
    }

    func spokenName(of route: Route) -> String {
        switch MessagesRoute(route) {
        case .inbox: "your messages"
        case .conversation(let handle): "your conversation with @\(handle)"
        case nil: route.description
        }
    }

    @MainActor func screens(on services: AppServices) -> any ScreenBuilder {
        MessagesScreenBuilder(now: services.now) { sheets in
            Self.dependencies(on: services, prompt: MessagesSheets(sheets: sheets))
        }
    }

    func pages(on services: AppServices) -> any PageBuilder {
        MessagesPageBuilder(now: services.now) {
            Self.dependencies(on: services, prompt: MessagesFormPrompt())
        }
    }

    /// The unread total on its tab, in the terminal and in the browser's header.
    func tabCounter(on services: AppServices) -> (any TabCounter)? {
        MessagesTabCounter(dependencies: Self.dependencies(on: services, prompt: MessagesFormPrompt()))
    }

    /// Messages' ports on the app's services, for any front end.
    static func dependencies(on services: AppServices, prompt: any MessagesPrompt)
        -> MessagesDependencies
    {
        let drafts = MessageDraftsAdapter(drafts: services.drafts, session: services.session)
        return MessagesDependencies(
            messages: MessagesSourceAdapter(
                store: services.store(MessagesData.self), people: services.people,
                session: services.session),
            changes: MessagesChangesAdapter(events: services.changes), drafts: drafts, outbox: drafts,
            prompt: prompt, analytics: MessagesAnalyticsAdapter(services: services))
    }

    /// `m` on a person another feature shows opens the conversation with them.
    func contributions(on services: AppServices) -> Contributions {
        // Not offered on the person's own posts and profile: a message goes to someone else.
        let session = services.session
        return Contributions(
            people: MessagesScreens.writeToPerson.people.map { action in
                action.offered { person in (try? session.signedInPersonID()) != Int64(person.id) }
            })
    }

}
