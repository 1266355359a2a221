import Foundation
import Infrastructure

/// A team's signed-in sessions live in its database (`PlatformWebSessions`), for every web node:
/// the cookie's token is hashed before it is sent, and the web login alone may read or write
/// them (the owner's functions, granted to it only).
extension TeamMembers: SharedSessions {
    var shared: (any SharedSessions)? { self }

    func record(
        token: String, csrfToken: String, member: SignedInMember, limits: WebSessions.Limits, note: String?
    ) async throws {
        try await gateway.recordWebSession(
            token: token, role: member.role, personID: member.personID, csrfToken: csrfToken,
            idleSeconds: Int(limits.idle), lifetimeSeconds: Int(limits.lifetime), note: note)
    }

    func find(token: String) async throws -> StoredWebSession? {
        try await gateway.webSession(token: token)
    }

    func alive(tokens: [String]) async throws -> Set<String> {
        try await gateway.aliveWebSessions(tokens: tokens)
    }

    func leaveNote(token: String, note: String) async throws {
        try await gateway.leaveWebSessionNote(token: token, note: note)
    }

    func end(token: String) async throws {
        try await gateway.endWebSession(token: token)
    }

    func endAll(token: String) async throws {
        try await gateway.endMembersWebSessions(token: token)
    }

    func resume(_ stored: StoredWebSession) async -> SignedInMember {
        await member(
            for: gateway.resumedLogin(role: stored.role, personID: stored.personID), reading: true,
            atVersion: stored.keptVersion)
    }
}
