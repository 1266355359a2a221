import Foundation
import Logging
import PostgresNIO

/// The web login's grants, kept as members come and go: `team web-login` and `team init` grant
/// it every member's role, `team add` the new one's, and `team remove` revokes the removed
/// one's before anything else, so the web's pool cannot act for them even while the person is
/// being deleted (its next `SET LOCAL ROLE` fails and the web session ends).
enum TeamWebLogins {
    /// Where the web login's name is kept.
    static let metaKey = "web_login"

    /// The recorded web login, when its role still exists.
    static func name(_ connection: PostgresConnection, logger: Logger) async throws -> String? {
        try await connection.texts(
            """
            SELECT m.value FROM meta m JOIN pg_catalog.pg_roles r ON r.rolname = m.value
            WHERE m.key = \(metaKey)
            """, logger: logger
        ).first
    }

    /// Reading the change logs (and its own channel for private changes) and the schema version, the backstops, and every member's role;
    /// returns how many members it may act for.
    static func apply(
        web: String, group: String, schema: String, _ connection: PostgresConnection, logger: Logger
    )
        async throws -> Int
    {
        let role = PostgresTeamSchema.quoted(web)
        try await connection.run("GRANT USAGE ON SCHEMA \(schema) TO \(role)", logger: logger)
        // What its listener and its version check read before any member's role is taken.
        let present = try await TeamGrants.teamRelations(kinds: "'r'", connection, logger: logger)
        let tables = ["change_log", "private_changes", "mosaic_feature_migrations", "mosaic_migrations"]
            .filter(present.contains)
        try await connection.run(
            "GRANT SELECT ON TABLE \(tables.map { "\(schema).\($0)" }.joined(separator: ", ")) TO \(role)",
            logger: logger)
        // The change log's policy asks whether a private change is the reader's.
        try await connection.run(
            "GRANT EXECUTE ON FUNCTION \(schema).mosaic_may_read_change(bigint) TO \(role)", logger: logger)
        // The channel its one listener hears every private change on (platform step 10).
        if present.contains("private_changes") {
            try await connection.run(
                "GRANT EXECUTE ON FUNCTION \(schema).mosaic_my_channel() TO \(role)", logger: logger)
        }
        // The web's sessions and sign-in forms are the web login's alone (no member may call
        // these): a database set up before them has none to grant.
        let functions = try await connection.texts(
            """
            SELECT p.oid::pg_catalog.regprocedure::text FROM pg_catalog.pg_proc p
            WHERE p.pronamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema()::text)
                AND p.proname LIKE 'mosaic\\_web\\_%'
            """, logger: logger)
        if !functions.isEmpty {
            try await connection.run(
                "GRANT EXECUTE ON FUNCTION \(functions.joined(separator: ", ")) TO \(role)", logger: logger)
        }
        // A member's own backstops apply to their own sessions only (a role's settings are read
        // at sign-in): the web login's sessions get the same.
        for (setting, value) in TeamGrants.backstops {
            try await connection.run("ALTER ROLE \(role) SET \(setting) = '\(value)'", logger: logger)
        }
        let logins = try await connection.texts(
            """
            SELECT m.rolname::text FROM pg_catalog.pg_auth_members a
            JOIN pg_catalog.pg_roles g ON g.oid = a.roleid JOIN pg_catalog.pg_roles m ON m.oid = a.member
            WHERE g.rolname = \(group) AND m.rolcanlogin AND NOT m.rolsuper AND m.rolname <> current_user
            ORDER BY 1
            """, logger: logger)
        for login in logins {
            try await grant(login, to: web, connection, logger: logger)
        }
        return logins.count
    }

    /// Lets the web login take `login`'s role, when there is a web login.
    static func grant(_ login: String, _ connection: PostgresConnection, logger: Logger) async throws {
        guard let web = try await name(connection, logger: logger) else { return }
        try await grant(login, to: web, connection, logger: logger)
    }

    private static func grant(
        _ login: String, to web: String, _ connection: PostgresConnection, logger: Logger
    )
        async throws
    {
        try await connection.run(
            "GRANT \(PostgresTeamSchema.quoted(login)) TO \(PostgresTeamSchema.quoted(web))", logger: logger)
    }

    /// Takes `login`'s role away from the web login; true when it had it.
    @discardableResult
    static func revoke(_ login: String, _ connection: PostgresConnection, logger: Logger) async throws -> Bool
    {
        guard let web = try await name(connection, logger: logger) else { return false }
        let had = try await connection.flag(
            """
            SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_auth_members a
                JOIN pg_catalog.pg_roles g ON g.oid = a.roleid JOIN pg_catalog.pg_roles m ON m.oid = a.member
                WHERE g.rolname = \(login) AND m.rolname = \(web))
            """, logger: logger)
        guard had else { return false }
        try await connection.run(
            "REVOKE \(PostgresTeamSchema.quoted(login)) FROM \(PostgresTeamSchema.quoted(web))",
            logger: logger)
        return true
    }

    /// Refuses a web login that could do more than take members' roles: a superuser or a role
    /// that bypasses row-level security would make every request the server's, whatever role
    /// it set (only a superuser can take those attributes away, so the owner is told to).
    static func checkHarmless(_ web: String, _ connection: PostgresConnection, logger: Logger) async throws {
        let dangerous = try await connection.flag(
            "SELECT rolsuper OR rolbypassrls OR rolreplication FROM pg_catalog.pg_roles WHERE rolname = \(web)",
            logger: logger)
        if dangerous {
            throw StoreError.invalid(
                "the role \(web) is a superuser or bypasses row-level security, so it cannot be the web login; "
                    + "a superuser runs: ALTER ROLE \(web) NOSUPERUSER NOBYPASSRLS NOREPLICATION")
        }
    }
}
