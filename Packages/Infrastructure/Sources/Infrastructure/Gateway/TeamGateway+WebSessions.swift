import Crypto
import Foundation
import PostgresNIO

/// A signed-in web session as the team database keeps it (`PlatformWebSessions`): whose it is
/// and what its forms carry. Its token is not in it: only the token's hash is stored.
public struct StoredWebSession: Sendable, Equatable {
    /// The member's login (database role).
    public let role: String
    public let personID: Int64
    public let csrfToken: String
    public let started: Date
    /// What its next page is to say (a form's notice, a refused form), left by the node that
    /// answered the form; taken once.
    public let nextPage: String?
    /// A version of the member's drafts and preferences (platform step 11): it moves with every
    /// write of them, so a node reads them again only when it did.
    public var keptVersion: String?
}

/// The web's sessions in the team database, so that every web node finds a session another
/// started, and none accepts one another ended. The web login calls the owner's functions as
/// itself (never as a member: members may not); the token is hashed here, so what crosses to
/// the database and what it keeps is SHA-256 of it, never the token.
extension TeamGateway {
    /// Records a new signed-in session, with what its first page is to say (`note`); its
    /// lifetimes are kept in its row and enforced there.
    public func recordWebSession(
        token: String, role: String, personID: Int64, csrfToken: String, idleSeconds: Int,
        lifetimeSeconds: Int, note: String? = nil
    ) async throws {
        let hash = Self.hash(token)
        let (idle, lifetime) = (Int32(clamping: idleSeconds), Int32(clamping: lifetimeSeconds))
        try await webLoginAccess.run(retry: false) { [logger = connector.logger] connection in
            // Its rows are read: an error raised while it runs comes with them.
            for try await _ in try await connection.query(
                """
                SELECT mosaic_web_session_start(pg_catalog.decode(\(hash), 'hex'), \(role), \(personID),
                    \(csrfToken), \(idle), \(lifetime), \(note))
                """, logger: logger)
            {}
        }
    }

    /// The session whose cookie holds `token`, if it still holds (not ended, not idle too long,
    /// not too old, its member still the person's login); marked as seen. With it, in the same
    /// call, the version of what its member keeps (`StoredWebSession.keptVersion`).
    public func webSession(token: String) async throws -> StoredWebSession? {
        let hash = Self.hash(token)
        return try await webLoginAccess.run { [logger = connector.logger] connection in
            let rows = try await connection.query(
                """
                SELECT member_login, member_person, member_csrf, started_ms, next_page, kept_version
                FROM mosaic_web_session_visit(pg_catalog.decode(\(hash), 'hex'))
                """, logger: logger)
            for try await (role, person, csrf, started, note, kept) in rows.decode(
                (String, Int64, String, Int64, String?, String?).self)
            {
                return StoredWebSession(
                    role: role, personID: person, csrfToken: csrf,
                    started: Date(timeIntervalSince1970: Double(started) / 1000), nextPage: note,
                    keptVersion: kept)
            }
            return nil
        }
    }

    /// Which of these sessions (by their tokens) still hold, in one call.
    public func aliveWebSessions(tokens: [String]) async throws -> Set<String> {
        guard !tokens.isEmpty else { return [] }
        let byHash = Dictionary(tokens.map { (Self.hash($0), $0) }, uniquingKeysWith: { first, _ in first })
        let hashes = Array(byHash.keys)
        let alive = try await webLoginAccess.run { [logger = connector.logger] connection in
            try await connection.texts("SELECT mosaic_web_sessions_alive(\(hashes))", logger: logger)
        }
        return Set(alive.compactMap { byHash[$0] })
    }

    /// Leaves `note` for the session's next page, whichever node draws it.
    public func leaveWebSessionNote(token: String, note: String) async throws {
        let hash = Self.hash(token)
        try await webLoginAccess.run(retry: false) { [logger = connector.logger] connection in
            for try await _ in try await connection.query(
                "SELECT mosaic_web_session_note(pg_catalog.decode(\(hash), 'hex'), \(note))", logger: logger)
            {}
        }
    }

    /// Ends the session everywhere: every node refuses its cookie from now on.
    public func endWebSession(token: String) async throws {
        let hash = Self.hash(token)
        try await webLoginAccess.run { [logger = connector.logger] connection in
            for try await _ in try await connection.query(
                "SELECT mosaic_web_session_end(pg_catalog.decode(\(hash), 'hex'))", logger: logger)
            {}
        }
    }

    /// Ends every session of the member whose session this is ("Sign out everywhere"), on every
    /// node at once; returns how many ended (this one among them).
    @discardableResult
    public func endMembersWebSessions(token: String) async throws -> Int {
        let hash = Self.hash(token)
        let ended = try await webLoginAccess.run { [logger = connector.logger] connection in
            try await connection.texts(
                "SELECT mosaic_web_sessions_end_all(pg_catalog.decode(\(hash), 'hex'))::text", logger: logger)
        }
        return ended.first.flatMap { Int($0) } ?? 0
    }

    /// The key every node signs its sign-in forms with: the one the database keeps, or a new
    /// one (made here) if this is the first node to ask.
    public func signInFormSigner() async throws -> TokenSigner {
        let offered = TokenSigner.newKey()
        let kept = try await webLoginAccess.run { [logger = connector.logger] connection in
            try await connection.texts("SELECT mosaic_web_form_key(\(offered))", logger: logger).first
        }
        guard let kept, let signer = TokenSigner(hexKey: kept) else {
            throw StoreError.invalid("the team database keeps no usable key for sign-in forms")
        }
        return signer
    }

    /// The login of a member signed in before, on this node or another, without their password:
    /// the web login may act for any member it was granted (and the database refuses one it no
    /// longer may: `team remove` revokes the role first).
    public func resumedLogin(role: String, personID: Int64) -> DatabaseLogin {
        DatabaseLogin(role: role, personID: personID, isOwner: false, server: server, memberURL: memberURL)
    }

    /// SHA-256 of the token, as hex (what the database's `decode(..., 'hex')` reads).
    static func hash(_ token: String) -> String {
        TokenSigner.hex(Array(SHA256.hash(data: Data(token.utf8))))
    }

    /// The web login as itself, on the shared pool.
    var webLoginAccess: PostgresAccess {
        var access = PostgresAccess(
            pool: pool, logger: connector.logger, label: connector.label, login: nobody)
        access.memberFacing = facing
        return access
    }

    private var nobody: DatabaseLogin {
        DatabaseLogin(role: role, personID: nil, isOwner: false, server: server, memberURL: memberURL)
    }
}
