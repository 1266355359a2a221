import Foundation
import Logging
import PostgresNIO

/// Members own nothing and create nothing: `team init` takes away what PostgreSQL gives every
/// login by default, in every version it supports, then checks what is left and says it.
///
/// - `CREATE` on schema `public` (everyone's until PostgreSQL 15) and on the team's schema:
///   a member who can create a function there can shadow a name another role's code resolves.
/// - `TEMPORARY` on the database (everyone's in every version): a temporary table can shadow a
///   table name for the session that made it.
/// - Creating large objects (`lo_create` and its kin, everyone's in every version, and owned by
///   their creator): only a superuser can take this away; `team remove` drops them anyway.
///
/// What a REVOKE cannot take (the owner does not own schema `public` or the database; another
/// schema's owner granted CREATE to PUBLIC) is reported by `audit` with the statement its owner
/// can run, rather than failing the setup.
enum TeamDefaults {
    static let largeObjectFunctions = [
        "pg_catalog.lo_create(oid)", "pg_catalog.lo_creat(integer)", "pg_catalog.lo_from_bytea(oid, bytea)",
    ]

    /// The REVOKEs on what every team in the database shares (TEMPORARY on the database, CREATE
    /// on schema `public`, creating large objects), each its own statement before the setup's transaction: inside it, the
    /// first setup held the shared catalog row until its whole setup committed, and every other
    /// setup that had found the privilege still there waited for it in turn (each for the whole of
    /// its own setup), past the 30 s limit when a dozen started at once on a loaded machine.
    /// Two at once may still meet ("tuple concurrently updated"): the loser looks again.
    static func revokeShared(_ connection: PostgresConnection, limit: Duration, logger: Logger) async throws {
        let deadline = ContinuousClock.now + limit
        while true {
            do {
                try await revokeShared(connection, logger: logger)
                return
            } catch let error where TeamSetupLock.isConflict(error) && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
    }

    private static func revokeShared(_ connection: PostgresConnection, logger: Logger) async throws {
        let temporary = try await connection.texts(
            """
            SELECT pg_catalog.current_database()::text
            WHERE pg_catalog.has_database_privilege('public', pg_catalog.current_database(), 'TEMPORARY')
            """, logger: logger)
        for name in temporary {
            try await connection.run(
                "REVOKE TEMPORARY ON DATABASE \(PostgresTeamSchema.quoted(name)) FROM PUBLIC", logger: logger)
        }
        let schemas = try await connection.texts(
            """
            SELECT n.nspname::text FROM pg_catalog.pg_namespace n
            WHERE n.nspname = 'public' AND pg_catalog.has_schema_privilege('public', n.oid, 'CREATE')
            """, logger: logger)
        for schema in schemas {
            try await connection.run(
                "REVOKE CREATE ON SCHEMA \(PostgresTeamSchema.quoted(schema)) FROM PUBLIC", logger: logger)
        }
        try await revokeLargeObjects(connection, logger: logger)
    }

    /// Creating large objects, taken from PUBLIC where the owner is a superuser (the functions'
    /// rows are the whole server's).
    private static func revokeLargeObjects(_ connection: PostgresConnection, logger: Logger) async throws {
        if try await connection.flag(
            """
            SELECT rolsuper AND pg_catalog.has_function_privilege('public', 'pg_catalog.lo_create(oid)', 'EXECUTE')
            FROM pg_catalog.pg_roles WHERE rolname = current_user
            """, logger: logger)
        {
            try await connection.run(
                "REVOKE EXECUTE ON FUNCTION \(largeObjectFunctions.joined(separator: ", ")) FROM PUBLIC",
                logger: logger)
        }
    }

    /// The REVOKEs (each a no-op, with at most a server warning, where the owner lacks the
    /// right), made only where PUBLIC still has the privilege: a REVOKE rewrites a catalog row
    /// that every team in the database shares, and two setups rewriting it at once fail
    /// ("tuple concurrently updated"; `TeamSetupLock` tries again). `revokeShared` has done the
    /// database's and `public`'s before the transaction; they are looked at again here.
    static func revoke(
        group: String?, logins: [String], _ connection: PostgresConnection, logger: Logger
    ) async throws {
        let temporary = try await connection.texts(
            """
            SELECT pg_catalog.current_database()::text
            WHERE pg_catalog.has_database_privilege('public', pg_catalog.current_database(), 'TEMPORARY')
            """, logger: logger)
        for name in temporary {
            try await connection.run(
                "REVOKE TEMPORARY ON DATABASE \(PostgresTeamSchema.quoted(name)) FROM PUBLIC", logger: logger)
        }
        let ours = try await connection.texts(
            """
            SELECT DISTINCT n.nspname::text FROM pg_catalog.pg_namespace n
            WHERE (n.nspname = 'public' OR n.nspname = pg_catalog.current_schema())
                AND pg_catalog.has_schema_privilege('public', n.oid, 'CREATE')
            """, logger: logger)
        for schema in ours {
            try await connection.run(
                "REVOKE CREATE ON SCHEMA \(PostgresTeamSchema.quoted(schema)) FROM PUBLIC", logger: logger)
        }
        // Any other schema: what was granted to the members themselves (PUBLIC's grants on a
        // schema that is not the team's are its owner's business, and `audit` names them).
        for role in [group].compactMap({ $0 }) + logins {
            for schema in try await schemasGrantingCreate(to: role, connection, logger: logger) {
                try await connection.run(
                    "REVOKE CREATE ON SCHEMA \(PostgresTeamSchema.quoted(schema)) FROM \(PostgresTeamSchema.quoted(role))",
                    logger: logger)
            }
        }
        try await revokeLargeObjects(connection, logger: logger)
    }

    /// What members can still create here, each with who can take it away; empty when nothing.
    static func audit(group: String, logins: [String], _ connection: PostgresConnection, logger: Logger)
        async throws -> [String]
    {
        var holes: [String] = []
        for role in [group] + logins {
            let schemas = try await connection.texts(
                """
                SELECT n.nspname::text || ' (owned by ' || pg_catalog.pg_get_userbyid(n.nspowner)::text || ')'
                FROM pg_catalog.pg_namespace n
                WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
                    AND pg_catalog.has_schema_privilege(\(role)::name, n.oid, 'CREATE')
                ORDER BY 1
                """, logger: logger)
            for schema in schemas {
                holes.append(
                    "\(role == group ? "members" : role) can create objects in schema \(schema): its owner can "
                        + "run REVOKE CREATE ON SCHEMA \(schema.split(separator: " ").first ?? "") FROM PUBLIC"
                )
            }
            if try await connection.flag(
                "SELECT pg_catalog.has_database_privilege(\(role)::name, pg_catalog.current_database(), 'TEMPORARY')",
                logger: logger)
            {
                holes.append(
                    "\(role == group ? "members" : role) can create temporary tables: the database's owner can run "
                        + "REVOKE TEMPORARY ON DATABASE ... FROM PUBLIC")
            }
            if try await connection.flag(
                "SELECT pg_catalog.has_database_privilege(\(role)::name, pg_catalog.current_database(), 'CREATE')",
                logger: logger)
            {
                holes.append("\(role == group ? "members" : role) can create schemas in this database")
            }
        }
        if try await connection.flag(
            "SELECT pg_catalog.has_function_privilege(\(group)::name, 'pg_catalog.lo_create(oid)', 'EXECUTE')",
            logger: logger)
        {
            holes.append(
                "members can create large objects (only a superuser can take that away: it runs REVOKE EXECUTE "
                    + "ON FUNCTION lo_create(oid), lo_creat(integer), lo_from_bytea(oid, bytea) FROM PUBLIC); "
                    + "mosaic team remove drops what a member made")
        }
        return holes
    }

    /// Schemas whose privileges name `role` itself with CREATE.
    private static func schemasGrantingCreate(
        to role: String, _ connection: PostgresConnection, logger: Logger
    )
        async throws -> [String]
    {
        try await connection.texts(
            """
            SELECT n.nspname::text FROM pg_catalog.pg_namespace n, pg_catalog.aclexplode(n.nspacl) AS acl
            WHERE acl.privilege_type = 'CREATE'
                AND acl.grantee = (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = \(role))
            """, logger: logger)
    }
}
