import Foundation
import PostgresNIO

/// The web login (`mosaic team web-login`): the one login `mosaic serve --postgres` signs in
/// with, PostgREST's authenticator. It is `LOGIN NOINHERIT` and granted every member's role, so
/// it has no rights of its own on the team's content and may only *become* a member for a unit
/// of work (`SET LOCAL ROLE`, see `MemberRole`), which is how one bounded pool serves every
/// member. It is never granted the owner's role or the members' group, so it can never act as
/// the owner and never reads anything as itself, apart from what the live channel and the
/// version check need: the change log (ids and kinds, no text) and the migrations table.
public struct TeamWebLogin: Sendable, Equatable {
    /// The role's name: `mosaic_<database>[_<schema>]_web`, kept in the meta table.
    public var role: String
    /// Made now (false: its password was changed).
    public var created: Bool
    /// The members whose roles it may take.
    public var members: Int
    /// The URL `mosaic serve --postgres` takes: this database, its TLS settings, no password.
    public var url: String
    /// How many connections it may have open at once (every `mosaic serve` on it together).
    public var connectionLimit: Int

    /// Enough for one `mosaic serve` (20) and another started while it stops.
    public static let defaultConnections = 40

    /// A new random password: 32 letters and digits (190 bits), nothing a password file escapes.
    public static func newPassword() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<32).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] })
    }
}

extension TeamDatabase {
    /// Creates the web login, or gives it a new password (sessions it already has stay until
    /// they end: restart `mosaic serve` with the new one), and grants it every member's role.
    public func setUpWebLogin(password: String, connections: Int = TeamWebLogin.defaultConnections)
        async throws -> TeamWebLogin
    {
        try ScramVerifier.check(password)
        guard Self.connectionsRange.contains(connections) else {
            throw StoreError.invalid("the web login's connection limit must be 1 to 1000")
        }
        let verifier = PostgresTeamSchema.literal(ScramVerifier.make(password: password))
        return try await withOwnerConnection { connection in
            try await connection.withTransaction(logger: logger) { connection in
                let group = try await memberRole(connection)
                let (name, exists) = try await webLoginName(connection)
                let role = PostgresTeamSchema.quoted(name)
                let attributes = "LOGIN NOINHERIT NOCREATEDB NOCREATEROLE CONNECTION LIMIT \(connections)"
                if exists {
                    try await connection.run(
                        "ALTER ROLE \(role) \(attributes) PASSWORD \(verifier)", logger: logger)
                } else {
                    try await connection.run(
                        "CREATE ROLE \(role) \(attributes) PASSWORD \(verifier)", logger: logger)
                }
                try await TeamWebLogins.checkHarmless(name, connection, logger: logger)
                try await connection.query(
                    """
                    INSERT INTO meta (key, value) VALUES (\(TeamWebLogins.metaKey), \(name))
                    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
                    """, logger: logger)
                let schema = try await PostgresMigrator.currentSchema(connection, logger: logger)
                let granted = try await TeamWebLogins.apply(
                    web: name, group: group, schema: schema, connection, logger: logger)
                return TeamWebLogin(
                    role: name, created: !exists, members: granted, url: connector.url.connecting(as: name),
                    connectionLimit: connections)
            }
        }
    }

    /// How many connections `login` (a member's, or the web login) has open to the server now:
    /// what `mosaic serve` holds, as `pg_stat_activity` counts it.
    public func openConnections(of login: String) async throws -> Int {
        try await withOwnerConnection { connection in
            for try await count in try await connection.query(
                "SELECT COUNT(*)::bigint FROM pg_catalog.pg_stat_activity WHERE usename = \(login)",
                logger: logger
            ).decode(Int64.self) {
                return Int(count)
            }
            return 0
        }
    }

    /// The web login's name, if `team web-login` made one that still exists.
    public func webLogin() async throws -> String? {
        try await withOwnerConnection { connection in try await TeamWebLogins.name(connection, logger: logger)
        }
    }

    /// The recorded name (true: the role exists), or a new one no other role has.
    private func webLoginName(_ connection: PostgresConnection) async throws -> (String, Bool) {
        if let known = try await TeamWebLogins.name(connection, logger: logger) { return (known, true) }
        var name = TeamRoles.webLoginName(database: connector.url.database, schema: connector.url.schema)
        if try await roleExists(name, connection) {
            // Someone else's role by that name: never take it over.
            name = TeamRoles.webLoginName(
                database: connector.url.database, schema: connector.url.schema, unique: true)
            if try await roleExists(name, connection) {
                throw StoreError.invalid(
                    "a role named \(name) already exists and is not this team's web login")
            }
        }
        return (name, false)
    }
}
