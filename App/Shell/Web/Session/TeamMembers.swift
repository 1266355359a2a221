import AppCore
import Foundation
import Infrastructure

/// The members of a team database on the web: each signs in at `/login` with their own login's
/// password (checked by the database, then forgotten), and their session's stores run every
/// unit of work as their role on the server's one bounded pool (`TeamGateway`). Settings is the
/// terminal's on a team: you are who your login is, with no switching. Preferences, drafts and
/// flag overrides are the session's own, in memory. A session nobody signed in to has stores
/// that refuse everything without asking the database: a team's content is for its members.
@MainActor
final class TeamMembers: SessionServices, MemberSignIn {
    let gateway: TeamGateway
    private let flagDefinitions: [FlagDefinition]
    private let analytics: any AnalyticsSink

    init(
        gateway: TeamGateway, flagDefinitions: [FlagDefinition],
        analytics: any AnalyticsSink = NoAnalyticsSink()
    ) {
        self.gateway = gateway
        self.flagDefinitions = flagDefinitions
        self.analytics = analytics
    }

    var members: (any MemberSignIn)? { self }

    var place: String { gateway.server }

    func newSession() -> AppServices {
        services(on: gateway.signedOutStores, session: InMemorySessionStore())
    }

    func signIn(handle: String, password: String) async throws(TeamSignInError) -> SignedInMember {
        let login = try await gateway.signIn(handle: handle, password: password)
        let services = services(on: gateway.stores(for: login), session: LoginSessionStore(login: login))
        return SignedInMember(
            role: login.role, personID: login.personID ?? 0, services: services,
            refusalsAtSignIn: gateway.refusalCount(of: login.role))
    }

    func endReason(for member: SignedInMember) -> String? {
        guard gateway.refusalCount(of: member.role) > member.refusalsAtSignIn else { return nil }
        return "Your session ended: the login \(member.role) is no longer a member of this team."
    }

    private func services(on stores: Stores, session: any SessionStore) -> AppServices {
        let preferences = InMemoryPreferencesStore()
        let gateway = self.gateway
        return AppServices(
            people: stores.people, posts: stores.posts,
            flags: FeatureFlags(definitions: flagDefinitions, store: stores.flags),
            preferences: preferences, session: session,
            analytics: OptOutAnalyticsSink(wrapping: analytics, preferences: preferences),
            display: DisplaySettings(usesColour: true), drafts: InMemoryDraftStore(),
            changes: { gateway.changes })
    }
}
