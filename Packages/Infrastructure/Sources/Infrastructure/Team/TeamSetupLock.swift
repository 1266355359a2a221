import Foundation
import Logging
import PostgresNIO

/// How `team init` waits for others: for another setup of the same database (an advisory lock,
/// which any login can take, so a member could hold it for ever), and for sessions that hold
/// the tables it must alter. It waits at most `limit` (30 s) in all, says at once whom it waits
/// for, and then gives up naming them: never a silent hang.
///
/// Why a short lock timeout on its own statements: a migration's `ALTER TABLE` waits for every
/// reader's lock to go, and while it waits every new reader queues behind it. A member's open
/// transaction would so freeze everyone's reads for as long as the owner's setup waited. With
/// `lock_timeout = 2s` the setup gives way within 2 s, rolls back, and tries again.
struct TeamSetupLock {
    /// The advisory lock's first key; the second is the schema's hash, so the setups of teams
    /// in different schemas of one database do not wait for each other. (Earlier versions took
    /// 7240315 alone, for every schema; two owners upgrading one schema with two versions at
    /// once are still kept apart by the migrations table's primary key.)
    static let key: Int32 = 7_240_315
    static let statementLockTimeout = "2s"

    let limit: Duration
    let logger: Logger
    /// Told once, as soon as the setup has to wait, whom it waits for.
    let onWait: @Sendable (String) -> Void
    private let started = ContinuousClock.now

    init(limit: Duration = .seconds(30), logger: Logger, onWait: @escaping @Sendable (String) -> Void) {
        self.limit = limit
        self.logger = logger
        self.onWait = onWait
    }

    private var remaining: Duration { limit - (ContinuousClock.now - started) }

    /// Runs `body` in a transaction that holds the setup lock, again while a statement of its
    /// own could not get a table's lock in time, until the limit.
    func run<T: Sendable>(
        _ connection: PostgresConnection, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        var told = false
        while true {
            do {
                return try await connection.withTransaction(logger: logger) { connection in
                    try await connection.run(
                        "SET LOCAL lock_timeout = '\(Self.statementLockTimeout)'", logger: logger)
                    try await acquire(connection, told: &told)
                    return try await body(connection)
                }
            } catch let error where Self.isConflict(error) {
                // Another team's setup rewrote a shared catalog row at the same moment.
                guard remaining > .zero else { throw error }
                try await Task.sleep(for: .milliseconds(100))
            } catch let error where Self.isLockTimeout(error) {
                let holders = try await tableHolders(connection)
                if !told {
                    told = true
                    onWait(
                        "Waiting up to \(seconds(limit)) s for sessions that hold the Mosaic tables: \(holders)"
                    )
                }
                guard remaining > .zero else {
                    throw StoreError.cannotConnect(
                        "team init could not alter the Mosaic tables within \(seconds(limit)) s: \(holders) "
                            + "held them. Nothing was changed. Try again when they are done, or end them "
                            + "(SELECT pg_terminate_backend(PID), or mosaic team remove for a member).")
                }
                try await Task.sleep(for: .milliseconds(500))
            }
        }
    }

    /// Takes the advisory lock for this transaction, polling (never a wait without end).
    private func acquire(_ connection: PostgresConnection, told: inout Bool) async throws {
        while true {
            let taken = try await connection.flag(
                """
                SELECT pg_catalog.pg_try_advisory_xact_lock(\(Self.key), pg_catalog.hashtext(pg_catalog.current_schema()))
                """, logger: logger)
            if taken { return }
            let holder = try await lockHolder(connection)
            if !told {
                told = true
                onWait("Waiting up to \(seconds(limit)) s for another setup of this database: \(holder).")
            }
            guard remaining > .zero else {
                throw StoreError.cannotConnect(
                    "Another setup of this database held its lock for \(seconds(limit)) s: \(holder). Nothing "
                        + "was changed. Try again when it is done, or end it (SELECT pg_terminate_backend(PID); "
                        + "if it is a member's session, mosaic team remove ends it too).")
            }
            try await Task.sleep(for: .milliseconds(250))
        }
    }

    /// Who holds the advisory lock, in words ("session 4711 of the login bob, connected
    /// 2026-01-02 03:04:05+00").
    private func lockHolder(_ connection: PostgresConnection) async throws -> String {
        let sessions = try await connection.texts(
            """
            SELECT 'session ' || a.pid || ' of the login ' || COALESCE(a.usename::text, '?')
                || COALESCE(' (' || NULLIF(a.application_name, '') || ')', '')
                || ', connected ' || pg_catalog.date_trunc('second', a.backend_start)::text
            FROM pg_catalog.pg_locks l JOIN pg_catalog.pg_stat_activity a ON a.pid = l.pid
            WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
                AND l.classid::pg_catalog.int8 = \(Int64(Self.key))
                AND l.objid::pg_catalog.int8 = (pg_catalog.hashtext(pg_catalog.current_schema())::pg_catalog.int8
                    & 4294967295)
                AND l.pid <> pg_catalog.pg_backend_pid()
            ORDER BY a.pid
            """, logger: logger)
        return sessions.isEmpty ? "a session that has just ended" : sessions.joined(separator: "; ")
    }

    /// The other sessions holding a lock on a Mosaic table, in words.
    private func tableHolders(_ connection: PostgresConnection) async throws -> String {
        let tables = try await TeamGrants.teamRelations(kinds: "'r', 'p'", connection, logger: logger)
        let sessions = try await connection.texts(
            """
            SELECT DISTINCT 'session ' || a.pid || ' of the login ' || COALESCE(a.usename::text, '?')
                || ' (' || COALESCE(a.state, 'active') || ' since '
                || pg_catalog.date_trunc('second', COALESCE(a.xact_start, a.backend_start))::text || ')'
            FROM pg_catalog.pg_locks l JOIN pg_catalog.pg_stat_activity a ON a.pid = l.pid
            JOIN pg_catalog.pg_class c ON c.oid = l.relation
            WHERE l.granted AND l.pid <> pg_catalog.pg_backend_pid() AND c.relname = ANY(\(tables))
                AND c.relnamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema())
            """, logger: logger)
        return sessions.isEmpty
            ? "sessions that have since let go" : sessions.sorted().joined(separator: "; ")
    }

    private func seconds(_ duration: Duration) -> Int { Int(duration.components.seconds) }

    /// lock_not_available (55P03): a statement's lock timeout.
    static func isLockTimeout(_ error: any Error) -> Bool {
        state(of: error) == "55P03"
    }

    /// Two setups at once rewrote one catalog row ("tuple concurrently updated", XX000), or
    /// deadlocked (40P01) or failed to serialize (40001): worth trying again.
    static func isConflict(_ error: any Error) -> Bool {
        guard let state = state(of: error) else { return false }
        return ["40P01", "40001"].contains(state)
            || (state == "XX000" && message(of: error)?.contains("concurrently") == true)
    }

    private static func server(_ error: any Error) -> PSQLError? {
        if let error = error as? PostgresTransactionError {
            return [error.closureError, error.beginError, error.commitError].lazy.compactMap { inner in
                inner.flatMap(server)
            }.first
        }
        return error as? PSQLError
    }

    private static func state(of error: any Error) -> String? { server(error)?.serverInfo?[.sqlState] }
    private static func message(of error: any Error) -> String? { server(error)?.serverInfo?[.message] }
}
