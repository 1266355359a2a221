import Foundation
import Logging
import PostgresNIO

/// A member's login as the owner handles it when the member goes (or owns what members may
/// not): end its sessions everywhere, drop what it owns in this database, drop the role.
///
/// A member can always leave something behind that PostgreSQL will not drop a role over:
/// a large object (`lo_create` needs no privilege), default privileges (`ALTER DEFAULT
/// PRIVILEGES` for oneself needs none), and on servers with older defaults, tables or functions.
/// `DROP OWNED BY` drops all of it in the current database (members own nothing by design, so
/// nothing of theirs is worth keeping, and handing it to the owner with `REASSIGN OWNED` would
/// give a member's function the owner's rights). What they own in another database cannot be
/// dropped from here: the role is then kept without login and noted in `departed_logins`, and
/// the next team command tries again.
enum TeamLogins {
    /// The logins in the members' group (never the owner's own).
    static func members(of group: String, _ connection: PostgresConnection, logger: Logger) async throws
        -> [String]
    {
        try await connection.texts(
            """
            SELECT m.rolname::text FROM pg_catalog.pg_auth_members a
            JOIN pg_catalog.pg_roles g ON g.oid = a.roleid JOIN pg_catalog.pg_roles m ON m.oid = a.member
            WHERE g.rolname = \(group) AND m.rolname <> current_user AND NOT m.rolsuper ORDER BY 1
            """, logger: logger)
    }

    /// What `login` owns in this database, each described by PostgreSQL ("large object 16401",
    /// "function public.length(name)").
    static func owned(by login: String, _ connection: PostgresConnection, logger: Logger) async throws
        -> [String]
    {
        try await connection.texts(
            """
            SELECT pg_catalog.pg_describe_object(d.classid, d.objid, d.objsubid)
            FROM pg_catalog.pg_shdepend d
            WHERE d.refclassid = 'pg_catalog.pg_authid'::pg_catalog.regclass AND d.deptype = 'o'
                AND d.refobjid = (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = \(login))
                AND d.dbid = (SELECT oid FROM pg_catalog.pg_database WHERE datname = pg_catalog.current_database())
            ORDER BY 1
            """, logger: logger)
    }

    /// The other databases (or "the server's shared objects") where `login` owns something or
    /// was granted something: what stops `DROP ROLE` and cannot be dropped from here.
    static func ownedElsewhere(by login: String, _ connection: PostgresConnection, logger: Logger)
        async throws
        -> [String]
    {
        try await connection.texts(
            """
            SELECT DISTINCT COALESCE('database ' || db.datname::text, 'the server''s shared objects')
            FROM pg_catalog.pg_shdepend d LEFT JOIN pg_catalog.pg_database db ON db.oid = d.dbid
            WHERE d.refclassid = 'pg_catalog.pg_authid'::pg_catalog.regclass AND d.deptype IN ('o', 'a')
                AND d.refobjid = (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = \(login))
                AND d.dbid IS DISTINCT FROM (SELECT oid FROM pg_catalog.pg_database
                    WHERE datname = pg_catalog.current_database())
            ORDER BY 1
            """, logger: logger)
    }

    /// Lets the owner act for `login` (`DROP OWNED`, `pg_terminate_backend`): a superuser can;
    /// an owner with CREATEROLE grants itself the role (PostgreSQL lets it, for roles it may
    /// administer).
    static func actFor(_ login: String, _ connection: PostgresConnection, logger: Logger) async throws {
        let can = try await connection.flag(
            "SELECT pg_catalog.pg_has_role(current_user, \(login)::name, 'USAGE')", logger: logger)
        if !can {
            try await connection.run(
                "GRANT \(PostgresTeamSchema.quoted(login)) TO CURRENT_USER", logger: logger)
        }
    }

    /// Drops what `login` owns in this database; returns what it was.
    static func dropOwned(by login: String, _ connection: PostgresConnection, logger: Logger) async throws
        -> [String]
    {
        let owned = try await owned(by: login, connection, logger: logger)
        guard !owned.isEmpty else { return [] }
        try await actFor(login, connection, logger: logger)
        try await connection.run("DROP OWNED BY \(PostgresTeamSchema.quoted(login)) CASCADE", logger: logger)
        return owned
    }

    /// Ends every session of `login` on the server (its LISTENs, advisory locks and open
    /// transactions with them), waiting up to `limit` for them to be gone; returns how many.
    static func endSessions(
        of login: String, _ connection: PostgresConnection, logger: Logger, limit: Duration = .seconds(5)
    ) async throws -> Int {
        try await actFor(login, connection, logger: logger)
        let ended = try await connection.texts(
            """
            SELECT t.pid::text FROM (
                SELECT a.pid FROM pg_catalog.pg_stat_activity a
                WHERE a.usename = \(login) AND a.pid <> pg_catalog.pg_backend_pid() OFFSET 0) AS t
            WHERE pg_catalog.pg_terminate_backend(t.pid)
            """, logger: logger)
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let left = try await connection.flag(
                "SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_stat_activity WHERE usename = \(login))",
                logger: logger)
            if !left { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        return ended.count
    }

    /// Drops `login`'s objects here and then the role, in a savepoint of the caller's
    /// transaction; nil when the role is gone, else why it stays (kept without login, in
    /// `departed_logins`, for the next command).
    static func drop(_ login: String, _ connection: PostgresConnection, logger: Logger) async throws
        -> (dropped: [String], keptBecause: String?)
    {
        try await connection.run("SAVEPOINT mosaic_drop_login", logger: logger)
        do {
            let dropped = try await dropOwned(by: login, connection, logger: logger)
            try await connection.run(
                "DROP ROLE IF EXISTS \(PostgresTeamSchema.quoted(login))", logger: logger)
            try await connection.run("RELEASE SAVEPOINT mosaic_drop_login", logger: logger)
            return (dropped, nil)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] != nil {
            try await connection.run("ROLLBACK TO SAVEPOINT mosaic_drop_login", logger: logger)
            let elsewhere = try await ownedElsewhere(by: login, connection, logger: logger)
            let reason =
                elsewhere.isEmpty
                ? (error.serverInfo?[.message] ?? "the server refused")
                : "it still owns or was granted objects in \(elsewhere.joined(separator: ", ")) (there, run "
                    + "DROP OWNED BY \(login) as a superuser or that database's owner)"
            try await connection.run(
                "ALTER ROLE \(PostgresTeamSchema.quoted(login)) NOLOGIN", logger: logger)
            try await connection.query(
                """
                INSERT INTO departed_logins (login, left_at)
                VALUES (\(login), (pg_catalog.date_part('epoch', pg_catalog.now()) * 1000)::bigint)
                ON CONFLICT (login) DO NOTHING
                """, logger: logger)
            return ([], reason)
        }
    }
}
