import Foundation
import Infrastructure

/// Where signed-in sessions are kept for every web node: a team database (`TeamMembers`, on
/// `PlatformWebSessions`). A node then keeps only a copy it can rebuild: a session started on
/// another node is found by its cookie and its member's services made again (the web login may
/// act for any member, so no password is needed); one ended on another node is refused here at
/// the next request. Where there is none (a SQLite file: one node), sessions live in memory.
protocol SharedSessions: AnyObject, Sendable {
    /// Records a signed-in session for every node, with what its first page is to say (`note`,
    /// a `NextPageNote`); throws when the database could not.
    func record(
        token: String, csrfToken: String, member: SignedInMember, limits: WebSessions.Limits, note: String?
    ) async throws
    /// The session with this cookie as the database has it now (nil: ended, expired or unknown).
    func find(token: String) async throws -> StoredWebSession?
    /// Which of these sessions (by their cookies) still hold, asked in one call.
    func alive(tokens: [String]) async throws -> Set<String>
    /// Leaves what its next page is to say, for whichever node draws it (`NextPageNote`).
    func leaveNote(token: String, note: String) async throws
    /// Ends it for every node.
    func end(token: String) async throws
    /// Ends every session of its member, for every node ("Sign out everywhere").
    func endAll(token: String) async throws
    /// The member of a session signed in before, with services made afresh.
    func resume(_ stored: StoredWebSession) async -> SignedInMember
}
