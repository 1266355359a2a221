import Foundation
import PostgresNIO

/// What a member keeps between visits, as the team database holds it (`PlatformMemberKeeping`):
/// their drafts by kind, and their preferences (nil: never saved, so the defaults).
public struct MemberKeeping: Sendable, Equatable {
    public var drafts: [String: [String: String]]
    public var preferences: Preferences?

    public init(drafts: [String: [String: String]] = [:], preferences: Preferences? = nil) {
        self.drafts = drafts
        self.preferences = preferences
    }
}

/// A member's drafts and preferences, read and written as the member (a unit of work under their
/// role, as every store of theirs runs): row-level security lets the web read only that member's
/// rows, and the owner's functions write only theirs.
extension TeamGateway {
    /// Everything `member` keeps, in one unit of work.
    public func kept(by member: DatabaseLogin) async throws -> MemberKeeping {
        try await memberAccess(member).run { [logger = connector.logger] connection in
            var kept = MemberKeeping()
            let drafts = try await connection.query(
                "SELECT kind, fields FROM member_drafts WHERE person_id = mosaic_me()", logger: logger)
            for try await (kind, fields) in drafts.decode((String, String).self) {
                kept.drafts[kind] = try? JSONDecoder().decode([String: String].self, from: Data(fields.utf8))
            }
            let preferences = try await connection.query(
                "SELECT preferences FROM member_preferences WHERE person_id = mosaic_me()", logger: logger)
            for try await text in preferences.decode(String.self) {
                kept.preferences = try? JSONDecoder().decode(Preferences.self, from: Data(text.utf8))
            }
            return kept
        }
    }

    /// Keeps `fields` as `member`'s draft of `kind`; nil forgets it.
    public func keepDraft(_ kind: String, fields: [String: String]?, as member: DatabaseLogin) async throws {
        let text = try fields.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        try await memberAccess(member).run(retry: false) { [logger = connector.logger] connection in
            for try await _ in try await connection.query(
                "SELECT mosaic_keep_draft(\(kind), \(text))", logger: logger)
            {}
        }
    }

    /// Keeps `preferences` as `member`'s.
    public func keepPreferences(_ preferences: Preferences, as member: DatabaseLogin) async throws {
        let text = String(decoding: try JSONEncoder().encode(preferences), as: UTF8.self)
        try await memberAccess(member).run(retry: false) { [logger = connector.logger] connection in
            for try await _ in try await connection.query(
                "SELECT mosaic_keep_preferences(\(text))", logger: logger)
            {}
        }
    }

    /// The pool as `member`: each unit of work under their role.
    private func memberAccess(_ member: DatabaseLogin) -> PostgresAccess {
        let refusals = self.refusals
        var access = PostgresAccess(
            pool: pool, logger: connector.logger, label: connector.label, login: member)
        access.acting = .member(MemberRole(name: member.role) { name in refusals.refuse(name) })
        access.limitMessages = FeatureStorage.limitMessages(of: features)
        access.memberFacing = facing
        return access
    }
}
