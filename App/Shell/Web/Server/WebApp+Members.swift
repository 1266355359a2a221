import Foundation
import Infrastructure

/// A team's members as the database changes: a person removed (by the owner's `team remove`,
/// or by deleting their own account) loses every web session at once, and the pages they have
/// open load again onto the sign-in page, which says why. (A removed member's next unit of work
/// would fail anyway, since the owner revoked their role from the web login first: this only
/// says so before they try.)
extension WebApp {
    func followMembers(_ changes: AsyncStream<StoreEvent>) async {
        for await event in changes {
            guard case .personRemoved(let personID) = event else { continue }
            end(
                sessionsWhere: { $0.member?.personID == personID },
                reason: "Your session ended: your person was removed from this team.")
        }
    }
}
