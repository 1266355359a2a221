import Foundation
import Logging
import PostgresNIO

/// The members' rights, set again by every `team init` (GRANT and REVOKE are idempotent, so a
/// later migration's tables get their grants too, and a database set up by an older Mosaic
/// loses the write grants it gave): read every table of the team's but the owner-only ones
/// (row-level security decides which rows: every table has it, `PostgresSafetyCheck`), and
/// write only through the owner's functions each feature names (`FeatureStorage`). With no INSERT, UPDATE, DELETE or TRUNCATE on a table a
/// member can take no lock on it stronger than a reader's (`LOCK TABLE` asks for those), so no
/// transaction a member leaves open stops another member's reads or writes.
enum TeamGrants {
    /// How many connections a member may have open at once unless the owner says otherwise:
    /// the app uses a few (its pool grows on demand, plus one that listens), so two copies of it
    /// and a psql fit.
    static let defaultConnections = 10

    /// Backstops set on each member's login: a transaction left idle, or a statement waiting on
    /// a lock, ends after 5 s, and any statement after a minute (none of the app's takes a
    /// second; a member's psql query that reads for longer holds a snapshot that stops vacuum for
    /// everyone). A member may lift them for their own sessions (`SET`), so the grants above and
    /// the quotas the owner's functions keep are the guarantee; these catch what a member's
    /// client leaves by accident.
    static let backstops = [
        ("idle_in_transaction_session_timeout", "5s"), ("lock_timeout", "5s"), ("statement_timeout", "1min"),
    ]

    static func apply(
        group: String, schema: String, features: [FeatureStorage], _ connection: PostgresConnection,
        logger: Logger
    ) async throws {
        let role = PostgresTeamSchema.quoted(group)
        // A contract of news is for the owner's triggers alone (`PublishedContract.Kind.events`).
        let ownerOnly = Set(
            features.flatMap { $0.ownerOnlyTables + $0.publishes.filter { $0.kind == .events }.map(\.name) })
        let tableNames = try await teamRelations(kinds: "'r', 'p', 'v', 'm'", connection, logger: logger)
        let qualify = { (name: String) in "\(schema).\(PostgresTeamSchema.quoted(name))" }
        let tables = tableNames.map(qualify).joined(separator: ", ")
        let readable = tableNames.filter { !ownerOnly.contains($0) && !columnsOnly.contains($0) }.map(qualify)
            .joined(separator: ", ")
        let sequences = try await teamRelations(kinds: "'S'", connection, logger: logger).map(qualify)
            .joined(separator: ", ")
        let callable = FeatureStorage.callableByMembers(features).map { "\(schema).\($0)" }
            .joined(separator: ", ")
        if !tables.isEmpty {
            try await connection.run("REVOKE ALL ON TABLE \(tables) FROM PUBLIC, \(role)", logger: logger)
        }
        if !sequences.isEmpty {
            try await connection.run(
                "REVOKE ALL ON SEQUENCE \(sequences) FROM PUBLIC, \(role)", logger: logger)
        }
        // Every function of the schema the owner's roles own, whatever its name and whatever a
        // version added (an extension's own excepted): none is anyone's but the owner's until
        // granted below, so a function a step forgot to declare is nobody's to call.
        let functions = try await connection.texts(
            """
            SELECT pg_catalog.quote_ident(p.proname::text) || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')'
            FROM pg_catalog.pg_proc p
            WHERE p.pronamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema())
                AND pg_catalog.pg_has_role(p.proowner, 'USAGE')
                AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
                    WHERE d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass AND d.objid = p.oid AND d.deptype = 'e')
            """, logger: logger)
        if !functions.isEmpty {
            let qualified = functions.map { "\(schema).\($0)" }.joined(separator: ", ")
            try await connection.run(
                "REVOKE ALL ON FUNCTION \(qualified) FROM PUBLIC, \(role)", logger: logger)
        }
        try await connection.run("GRANT USAGE ON SCHEMA \(schema) TO \(role)", logger: logger)
        if !readable.isEmpty {
            try await connection.run("GRANT SELECT ON TABLE \(readable) TO \(role)", logger: logger)
        }
        if !callable.isEmpty {
            try await connection.run("GRANT EXECUTE ON FUNCTION \(callable) TO \(role)", logger: logger)
        }
        for table in columnsOnly where tableNames.contains(table) {
            let columns = try await connection.texts(
                """
                SELECT pg_catalog.quote_ident(a.attname::text) FROM pg_catalog.pg_attribute a
                WHERE a.attrelid = pg_catalog.to_regclass(\(schema + "." + PostgresTeamSchema.quoted(table)))
                    AND a.attnum > 0 AND NOT a.attisdropped
                ORDER BY a.attnum
                """, logger: logger)
            try await connection.run(
                "GRANT SELECT (\(columns.joined(separator: ", "))) ON TABLE \(qualify(table)) TO \(role)",
                logger: logger)
        }
    }

    /// Tables members read column by column: every column of their own, and none of the system
    /// columns (`xmin`, `xmax`, `ctid`), which a table grant gives too. A person's row is stamped
    /// by their own public writes (publishing locks it, an edit of a profile rewrites it), and
    /// `SELECT id, xmin, xmax FROM people` told everyone when each person wrote.
    static let columnsOnly: Set<String> = ["people"]

    /// The names of the team's relations of these kinds in its schema: those the owner's roles
    /// own (another program's tables in a shared schema are not the team's).
    static func teamRelations(kinds: String, _ connection: PostgresConnection, logger: Logger) async throws
        -> [String]
    {
        try await connection.texts(
            PostgresQuery(
                unsafeSQL: """
                    SELECT c.relname::text FROM pg_catalog.pg_class c
                    WHERE c.relnamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema()::text)
                        AND c.relkind IN (\(kinds)) AND pg_catalog.pg_has_role(c.relowner, 'USAGE')
                    ORDER BY 1
                    """), logger: logger)
    }

    /// The backstops on one member's login; `upgrading` also gives a login without a connection
    /// limit (made by an older Mosaic) the default one.
    static func backstops(login: String, upgrading: Bool, _ connection: PostgresConnection, logger: Logger)
        async throws
    {
        let role = PostgresTeamSchema.quoted(login)
        for (setting, value) in backstops {
            try await connection.run("ALTER ROLE \(role) SET \(setting) = '\(value)'", logger: logger)
        }
        guard upgrading else { return }
        let unlimited = try await connection.flag(
            "SELECT rolconnlimit < 0 FROM pg_catalog.pg_roles WHERE rolname = \(login)", logger: logger)
        if unlimited {
            try await connection.run(
                "ALTER ROLE \(role) CONNECTION LIMIT \(defaultConnections)", logger: logger)
        }
    }
}
