import Foundation
import Infrastructure

/// How members of a team database sign in on the web (`/login`): with their own database
/// login's password, checked by the database; each signed-in session then runs as that member.
/// `TeamMembers` is the real one; tests pass fakes.
protocol MemberSignIn: AnyObject, Sendable {
    /// Checks the password (and forgets it) and returns the member with their session's services.
    func signIn(handle: String, password: String) async throws(TeamSignInError) -> SignedInMember
    /// Why `member`'s session must end now (the owner removed them), or nil.
    func endReason(for member: SignedInMember) -> String?
}

/// A member signed in on the web: who they are and what their session runs on.
struct SignedInMember: Sendable {
    /// Their login (database role).
    let role: String
    let personID: Int64
    let services: AppServices
    /// The server's refusals of their role when they signed in (`TeamGateway.refusalCount`).
    let refusalsAtSignIn: Int
    /// Their drafts and preferences, kept for every node (nil: kept by this node alone).
    var keeping: TeamMemberKeeping? = nil
}
