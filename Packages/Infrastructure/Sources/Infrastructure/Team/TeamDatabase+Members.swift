import Foundation
import PostgresNIO

/// Adding, removing and listing members, and the team's flags.
extension TeamDatabase {
    /// Creates the person and their login (a member of the team's group role) in one
    /// transaction. The password goes to the server only as a SCRAM verifier.
    public func addMember(handle: String, displayName: String, password: String) async throws -> TeamMember {
        try Validation.person(NewPerson(handle: handle, displayName: displayName))
        try TeamRoles.checkUsableAsLogin(handle)
        try ScramVerifier.check(password)
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
                try await connection.query(
                    PostgresQuery(
                        unsafeSQL:
                            "CREATE ROLE \(role) LOGIN PASSWORD \(PostgresTeamSchema.literal(verifier)) "
                            + "IN ROLE \(PostgresTeamSchema.quoted(group))"), logger: logger)
                let now = StoredTime.milliseconds(Date())
                try await connection.query(
                    """
                    INSERT INTO people (handle, display_name, bio, created_at, login)
                    VALUES (\(handle), \(displayName), '', \(now), \(handle))
                    """, logger: logger)
                return TeamMember(handle: handle, displayName: displayName, login: .active, posts: 0)
            }
        }
    }

    /// Removes the person (their posts with them) and drops their login.
    public func removeMember(handle: String) async throws -> TeamMember {
        try await withOwnerConnection { connection in
            try await connection.withTransaction(logger: logger) { connection in
                guard let member = try await members(connection, handle: handle).first else {
                    throw StoreError.notFound("member @\(handle)")
                }
                var login: String?
                for try await value in try await connection.query(
                    "DELETE FROM people WHERE handle = \(handle) RETURNING login", logger: logger
                ).decode(String?.self) {
                    login = value
                }
                if let login {
                    try await connection.query(
                        PostgresQuery(unsafeSQL: "DROP ROLE IF EXISTS \(PostgresTeamSchema.quoted(login))"),
                        logger: logger)
                }
                return member
            }
        }
    }

    /// Everyone in the database, by handle, with their login's state and post count.
    public func members() async throws -> [TeamMember] {
        try await withOwnerConnection { connection in try await members(connection, handle: nil) }
    }

    private func members(_ connection: PostgresConnection, handle: String?) async throws -> [TeamMember] {
        var binds = PostgresBindings()
        if let handle { binds.append(handle) }
        let sql = """
            SELECT p.handle, p.display_name, p.login IS NOT NULL, COALESCE(r.rolcanlogin, false),
                (SELECT COUNT(*) FROM posts WHERE author_id = p.id)::bigint
            FROM people p LEFT JOIN pg_roles r ON r.rolname = p.login
            \(handle == nil ? "" : "WHERE p.handle = $1")
            ORDER BY p.handle
            """
        let rows = try await connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)
        var members: [TeamMember] = []
        for try await (handle, name, hasLogin, canLogIn, posts) in rows.decode(
            (String, String, Bool, Bool, Int64).self)
        {
            let login: TeamMember.Login = !hasLogin ? .none : canLogIn ? .active : .disabled
            members.append(TeamMember(handle: handle, displayName: name, login: login, posts: Int(posts)))
        }
        return members
    }

    /// Drops the logins of members who deleted their own account; returns their names.
    public func finishDepartures() async throws -> [String] {
        try await withOwnerConnection { connection in
            var logins: [String] = []
            for try await login in try await connection.query(
                "SELECT login FROM departed_logins ORDER BY login", logger: logger
            ).decode(String.self) {
                logins.append(login)
            }
            var dropped: [String] = []
            for login in logins {
                try await connection.withTransaction(logger: logger) { connection in
                    try await connection.query(
                        PostgresQuery(unsafeSQL: "DROP ROLE IF EXISTS \(PostgresTeamSchema.quoted(login))"),
                        logger: logger)
                    try await connection.query(
                        "DELETE FROM departed_logins WHERE login = \(login)", logger: logger)
                }
                dropped.append(login)
            }
            return dropped
        }
    }

    /// Sets the team-wide value of a flag, or with nil removes it so the default applies.
    public func setFlag(_ name: String, to value: Bool?) async throws {
        try await withOwnerConnection { connection in
            if let value {
                try await connection.query(
                    """
                    INSERT INTO flags (name, enabled) VALUES (\(name), \(value))
                    ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled
                    """, logger: logger)
            } else {
                try await connection.query("DELETE FROM flags WHERE name = \(name)", logger: logger)
            }
        }
    }
}
