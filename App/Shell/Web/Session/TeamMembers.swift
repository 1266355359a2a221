import AppCore
import Foundation
import Infrastructure

/// The members of a team database on the web: each signs in at `/login` with their own login's
/// password (checked by the database, then forgotten), and their session's stores run every
/// unit of work as their role on the server's one bounded pool (`TeamGateway`). Settings is the
/// terminal's on a team: you are who your login is, with no switching. A member's unfinished
/// post and bio, and their preferences, are kept per member on the server's disk (`keptIn`),
/// so signing out, another browser or a restart of the server loses nothing typed or chosen. A
/// session nobody signed in to has stores that refuse everything without asking the database: a
/// team's content is for its members.
@MainActor
final class TeamMembers: SessionServices, MemberSignIn {
    let gateway: TeamGateway
    private let flagDefinitions: [FlagDefinition]
    private let analytics: any AnalyticsSink
    /// Where members' drafts and preferences are kept; nil keeps drafts in memory for the
    /// server's life and preferences for the session's.
    private let files: XDGPaths?
    private let draftsInMemory = InMemoryDraftStore()

    init(
        gateway: TeamGateway, flagDefinitions: [FlagDefinition],
        analytics: any AnalyticsSink = NoAnalyticsSink(), keptIn files: XDGPaths? = nil
    ) {
        self.gateway = gateway
        self.flagDefinitions = flagDefinitions
        self.analytics = analytics
        self.files = files
    }

    var members: (any MemberSignIn)? { self }

    func newSession() -> AppServices {
        // Nobody is signed in: nothing to keep, and nobody's drafts to show.
        services(
            on: gateway.signedOutStores, session: InMemorySessionStore(), drafts: InMemoryDraftStore(),
            preferences: InMemoryPreferencesStore())
    }

    func signIn(handle: String, password: String) async throws(TeamSignInError) -> SignedInMember {
        member(for: try await gateway.signIn(handle: handle, password: password))
    }

    /// The member `login` names, with their session's services: at sign-in, or for a session
    /// signed in before on this node or another (`SharedSessions`).
    func member(for login: DatabaseLogin) -> SignedInMember {
        // A file of the member's own for each (`MemberFiles`), keyed inside as the terminal keys
        // a team login's drafts: the member's address and person.
        let drafts: any DraftStore =
            files.map {
                FileDraftStore(
                    path: MemberFiles.path(
                        in: $0.memberDraftsFolder, database: login.memberURL, personID: login.personID ?? 0),
                    database: login.memberURL)
            } ?? draftsInMemory
        let preferences: any PreferencesStore =
            files.map {
                MemberPreferencesStore(
                    folder: $0.memberPreferencesFolder, database: login.memberURL,
                    personID: login.personID ?? 0)
            } ?? InMemoryPreferencesStore()
        let services = services(
            on: gateway.stores(for: login), session: LoginSessionStore(login: login), drafts: drafts,
            preferences: preferences)
        return SignedInMember(
            role: login.role, personID: login.personID ?? 0, services: services,
            refusalsAtSignIn: gateway.refusalCount(of: login.role))
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
            display: DisplaySettings(usesColour: true), drafts: drafts,
            changes: { gateway.changes })
    }
}
