import Foundation

/// Wrong passwords counted for every web node (a team database, `TeamMembers`), so that guesses
/// spread over the nodes behind a load balancer are slowed as if one node had them all. Each
/// node's `SignInGuard` stays the first line: it turns floods away before the database is asked.
protocol SharedSignInFailures: AnyObject, Sendable {
    /// Counts one wrong password for `handle` (nil: not a handle) and `client`, each within
    /// `window` of its last failure; returns the larger count.
    func failed(handle: String?, client: String, window: TimeInterval) async throws -> Int
    /// A right password: the handle's and the client's failures are forgotten.
    func succeeded(handle: String, client: String) async throws
}
