import AppCore
import Foundation
import Infrastructure

/// The members of a team database on the web: each signs in at `/login` with their own login's
/// password (checked by the database, then forgotten), and their session's stores run every
/// unit of work as their role on the server's one bounded pool (`TeamGateway`). Settings is the
/// terminal's on a team: you are who your login is, with no switching. A member's unfinished
/// post and bio, and their preferences, are kept in the team database (`TeamMemberKeeping`),
/// so signing out, another browser, another node or a restart loses nothing typed or chosen. A
/// session nobody signed in to has stores that refuse everything without asking the database: a
/// team's content is for its members.
final class TeamMembers: SessionServices, MemberSignIn {
    let gateway: TeamGateway
    private let flagDefinitions: [FlagDefinition]
    /// The display settings every member's services carry (the server's: a browser draws its
    /// own colours), made on the main actor where they live.
    private let display: DisplaySettings
    private let analytics: any AnalyticsSink
    @MainActor
    init(
        gateway: TeamGateway, flagDefinitions: [FlagDefinition],
        analytics: any AnalyticsSink = NoAnalyticsSink()
    ) {
        self.display = DisplaySettings(usesColour: true)
        self.gateway = gateway
        self.flagDefinitions = flagDefinitions
        self.analytics = analytics
    }

    var members: (any MemberSignIn)? { self }

    func newSession() -> AppServices {
        // Nobody is signed in: nothing to keep, and nobody's drafts to show.
        services(
            on: gateway.signedOutStores, session: InMemorySessionStore(), drafts: InMemoryDraftStore(),
            preferences: InMemoryPreferencesStore())
    }

    func signIn(handle: String, password: String) async throws(TeamSignInError) -> SignedInMember {
        await member(for: try await gateway.signIn(handle: handle, password: password))
    }

    /// The member `login` names, with their session's services: at sign-in, or for a session
    /// signed in before on this node or another (`SharedSessions`). Their drafts and
    /// preferences come from the team database (`TeamMemberKeeping`), read before each of their
    /// requests when their version moved; `reading` reads them now (a session made for a
    /// request already under way, at the version the session's row came with).
    func member(for login: DatabaseLogin, reading: Bool = false, atVersion version: String? = nil) async
        -> SignedInMember
    {
        let keeping = TeamMemberKeeping(gateway: gateway, login: login)
        if reading { _ = try? await keeping.reload(atVersion: version) }
        let services = services(
            on: gateway.stores(for: login), session: LoginSessionStore(login: login), drafts: keeping,
            preferences: keeping)
        return SignedInMember(
            role: login.role, personID: login.personID ?? 0, services: services,
            refusalsAtSignIn: gateway.refusalCount(of: login.role), keeping: keeping)
    }

    func endReason(for member: SignedInMember) -> String? {
        guard gateway.refusalCount(of: member.role) > member.refusalsAtSignIn else { return nil }
        return "Your session ended: the login \(member.role) is no longer a member of this team."
    }

    private func services(
        on stores: Stores, session: any SessionStore, drafts: any DraftStore,
        preferences: any PreferencesStore
    ) -> AppServices {
        let gateway = self.gateway
        return AppServices(
            stores, flags: flagDefinitions, preferences: preferences, session: session,
            analytics: OptOutAnalyticsSink(wrapping: analytics, preferences: preferences),
            display: display, drafts: drafts,
            changes: { gateway.changes })
    }
}
