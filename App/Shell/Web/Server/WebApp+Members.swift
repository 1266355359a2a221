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

    /// A session whose member the owner removed ends, and so do the others of that member.
    func endSessionIfRemoved(_ id: String?, _ members: any MemberSignIn) {
        guard let member = sessions.session(id: id)?.member, let reason = members.endReason(for: member)
        else {
            return
        }
        end(sessionsWhere: { $0.member.flatMap(members.endReason) != nil }, reason: reason)
    }

    /// After a member's request: if it found that they were removed meanwhile, the page it drew
    /// gives way to the sign-in page that says so.
    func afterMemberRequest(_ input: WebInput, _ output: WebOutput) -> WebOutput {
        guard let members = sessions.members, let member = sessions.session(id: input.sessionID)?.member,
            members.endReason(for: member) != nil
        else { return output }
        endSessionIfRemoved(input.sessionID, members)
        return .redirect(to: WebPaths.login)
    }

    /// Ends sessions; their live channels load their page again (and so reach the sign-in page).
    func end(sessionsWhere shouldEnd: (WebSession) -> Bool, reason: String?) {
        let ended = Set(sessions.end(where: shouldEnd, reason: reason))
        for channel in liveChannels.values where ended.contains(channel.sessionID) { channel.notify() }
    }
}
