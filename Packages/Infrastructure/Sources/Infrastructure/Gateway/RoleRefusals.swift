import Foundation

/// The roles the server refused to let the web login take (`MemberRole`), counted: a role is
/// refused once its member is removed, and may be given again to someone new (a handle is
/// free once its member is gone), so a session compares the count now with the count when it
/// signed in rather than asking "was this role ever refused".
final class RoleRefusals: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func refuse(_ role: String) {
        lock.withLock { counts[role, default: 0] += 1 }
    }

    func count(of role: String) -> Int {
        lock.withLock { counts[role] ?? 0 }
    }
}
