import Foundation
import PostgresNIO

/// Adding, removing and listing members, and their connection limits.
extension TeamDatabase {
    /// How many connections a new member may have open at once, unless `team add --connections`
    /// says otherwise.
    public static let defaultConnections = TeamGrants.defaultConnections
    /// The most `--connections` accepts.
    public static let connectionsRange = 1...1_000

    /// Creates the person and their login (a member of the team's group role, with a
    /// connection limit and the backstops of `TeamGrants`) in one transaction. The password
    /// goes to the server only as a SCRAM verifier.
    public func addMember(
        handle: String, displayName: String, password: String, connections: Int = defaultConnections
    ) async throws -> TeamMember {
        try Validation.person(NewPerson(handle: handle, displayName: displayName))
        try TeamRoles.checkUsableAsLogin(handle)
        try ScramVerifier.check(password)
        try Self.checkConnections(connections)
        let verifier = ScramVerifier.make(password: password)
        return try await withOwnerConnection { connection in
            try await connection.withTransaction(logger: logger) { connection in
                let group = try await memberRole(connection)
                for try await _ in try await connection.query(
                    "SELECT 1 FROM people WHERE handle = \(handle)", logger: logger
                ).decode(Int.self) {
                    throw StoreError.duplicateHandle(handle)
                }
                if try await roleExists(handle, connection) {
                    throw StoreError.invalid(
                        "a login named \(handle) already exists on this server; choose another handle")
                }
                let role = PostgresTeamSchema.quoted(handle)
                try await connection.run(
                    "CREATE ROLE \(role) LOGIN CONNECTION LIMIT \(connections) PASSWORD "
                        + "\(PostgresTeamSchema.literal(verifier)) IN ROLE \(PostgresTeamSchema.quoted(group))",
                    logger: logger)
                try await TeamGrants.backstops(login: handle, upgrading: false, connection, logger: logger)
                try await TeamWebLogins.grant(handle, connection, logger: logger)
                let now = StoredTime.milliseconds(Date())
                var id: Int64 = 0
                for try await value in try await connection.query(
                    """
                    INSERT INTO people (handle, display_name, created_at, login)
                    VALUES (\(handle), \(displayName), \(now), \(handle)) RETURNING id
                    """, logger: logger
                ).decode(Int64.self) {
                    id = value
                }
                return TeamMember(
                    personID: id, handle: handle, displayName: displayName, login: .active,
                    connectionLimit: connections)
            }
        }
    }

    /// Sets how many connections a member's login may have open at once (sessions already open
    /// stay; new ones beyond the limit are refused).
    public func setConnectionLimit(handle: String, connections: Int) async throws -> TeamMember {
        try Self.checkConnections(connections)
        return try await withOwnerConnection { connection in
            guard let member = try await members(connection, handle: handle).first else {
                throw StoreError.notFound("member @\(handle)")
            }
            guard member.login != .none, let login = try await login(of: handle, connection) else {
                throw StoreError.invalid("@\(handle) has no login to limit")
            }
            try await connection.run(
                "ALTER ROLE \(PostgresTeamSchema.quoted(login)) CONNECTION LIMIT \(connections)",
                logger: logger)
            var changed = member
            changed.connectionLimit = connections
            return changed
        }
    }

    /// Removes the person (what features keep of them with them) and their login, whatever the member created
    /// meanwhile: the login is disabled and its sessions ended first (their LISTENs, advisory
    /// locks and open transactions go with them), then what it owns here is dropped with it
    /// (`TeamLogins`). A login that still owns something in another database is kept without
    /// login and dropped by a later command.
    ///
    /// All or nothing: nothing a member holds makes the person's deletion wait (no private row
    /// refers to `people` by a foreign key, issue 42 item 5), and if it fails all the same, the
    /// login is given back its sign-in and the web login its role, and the error says that
    /// nothing was changed (`TeamRemovalFailed`).
    public func removeMember(handle: String) async throws -> TeamRemoval {
        try await withOwnerConnection { connection in
            guard let member = try await members(connection, handle: handle).first else {
                throw StoreError.notFound("member @\(handle)")
            }
            let login = try await login(of: handle, connection)
            var ended = 0
            var revoked = false
            var disabled = false
            do {
                if let login, try await roleExists(login, connection) {
                    // The web's pool first: its next unit of work as them fails, ending their web sessions.
                    revoked = try await TeamWebLogins.revoke(login, connection, logger: logger)
                    try await TeamLogins.actFor(login, connection, logger: logger)
                    disabled = member.login == .active
                    try await connection.run(
                        "ALTER ROLE \(PostgresTeamSchema.quoted(login)) NOLOGIN", logger: logger)
                    ended = try await TeamLogins.endSessions(of: login, connection, logger: logger)
                }
                return try await connection.withTransaction(logger: logger) { connection in
                    try await connection.run("SET LOCAL lock_timeout = '5s'", logger: logger)
                    try await connection.query("DELETE FROM people WHERE handle = \(handle)", logger: logger)
                    var outcome = TeamRemoval(
                        member: member, endedSessions: ended, droppedObjects: [], loginKeptBecause: nil,
                        revokedFromWebLogin: revoked)
                    if let login, try await roleExists(login, connection) {
                        let (dropped, kept) = try await TeamLogins.drop(login, connection, logger: logger)
                        outcome.droppedObjects = dropped
                        outcome.loginKeptBecause = kept
                    }
                    return outcome
                }
            } catch {
                var undone = true
                if let login {
                    if disabled {
                        do {
                            try await connection.run(
                                "ALTER ROLE \(PostgresTeamSchema.quoted(login)) LOGIN", logger: logger)
                        } catch { undone = false }
                    }
                    if revoked {
                        do { try await TeamWebLogins.grant(login, connection, logger: logger) } catch {
                            undone = false
                        }
                    }
                }
                throw TeamRemovalFailed(handle: handle, endedSessions: ended, undone: undone, cause: error)
            }
        }
    }

    /// Everyone in the database, by handle, with their login's state and limit.
    public func members() async throws -> [TeamMember] {
        try await withOwnerConnection { connection in try await members(connection, handle: nil) }
    }

    private func members(_ connection: PostgresConnection, handle: String?) async throws -> [TeamMember] {
        var binds = PostgresBindings()
        if let handle { binds.append(handle) }
        let sql = """
            SELECT p.id, p.handle, p.display_name, p.login IS NOT NULL, COALESCE(r.rolcanlogin, false),
                COALESCE(r.rolconnlimit, -1)::bigint
            FROM people p LEFT JOIN pg_catalog.pg_roles r ON r.rolname = p.login
            \(handle == nil ? "" : "WHERE p.handle = $1")
            ORDER BY p.handle
            """
        let rows = try await connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)
        var members: [TeamMember] = []
        for try await (id, handle, name, hasLogin, canLogIn, limit) in rows.decode(
            (Int64, String, String, Bool, Bool, Int64).self)
        {
            let login: TeamMember.Login = !hasLogin ? .none : canLogIn ? .active : .disabled
            members.append(
                TeamMember(
                    personID: id, handle: handle, displayName: name, login: login,
                    connectionLimit: hasLogin && limit >= 0 ? Int(limit) : nil))
        }
        return members
    }

    /// The login tied to a person, if any.
    private func login(of handle: String, _ connection: PostgresConnection) async throws -> String? {
        for try await login in try await connection.query(
            "SELECT login FROM people WHERE handle = \(handle)", logger: logger
        ).decode(String?.self) {
            return login
        }
        return nil
    }

    /// How many connections the server lets non-superusers open (`max_connections` less the
    /// reserved ones), so `team list` can say when the members' limits add up to more.
    public func serverConnectionSlots() async throws -> Int {
        try await withOwnerConnection { connection in
            for try await slots in try await connection.query(
                """
                SELECT (pg_catalog.current_setting('max_connections')::int
                    - pg_catalog.current_setting('superuser_reserved_connections')::int)::bigint
                """, logger: logger
            ).decode(Int64.self) {
                return Int(slots)
            }
            return 0
        }
    }

    /// Drops the logins of members who deleted their own account (ending any session they kept,
    /// and whatever they own here). A login that cannot be dropped yet is kept, without login,
    /// and said: it never fails the command that runs this.
    public func finishDepartures() async throws -> TeamDepartures {
        try await withOwnerConnection { connection in
            let logins = try await connection.texts(
                "SELECT login FROM departed_logins ORDER BY login", logger: logger)
            var result = TeamDepartures(dropped: [], kept: [:])
            for login in logins {
                if try await roleExists(login, connection) {
                    _ = try await TeamLogins.endSessions(of: login, connection, logger: logger)
                }
                let kept = try await connection.withTransaction(logger: logger) { connection in
                    let (_, kept) = try await TeamLogins.drop(login, connection, logger: logger)
                    if kept == nil {
                        try await connection.query(
                            "DELETE FROM departed_logins WHERE login = \(login)", logger: logger)
                    }
                    return kept
                }
                if let kept { result.kept[login] = kept } else { result.dropped.append(login) }
            }
            return result
        }
    }

    private static func checkConnections(_ connections: Int) throws {
        guard connectionsRange.contains(connections) else {
            throw StoreError.invalid(
                "a member's connection limit must be \(connectionsRange.lowerBound) to \(connectionsRange.upperBound)"
            )
        }
    }
}
