import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL pool, its logger, and error mapping to `StoreError`. A feature's PostgreSQL
/// store does its work through it, as whoever the session acts as.
public struct PostgresAccess: Sendable {
    let pool: PostgresPool
    public let logger: Logger
    /// The URL without password, to name the database in errors.
    public let label: String
    /// Who signed in; decides e.g. how an account is deleted.
    public let login: DatabaseLogin
    /// What each of the features' named CHECK constraints means (`FeatureStorage.limitMessages`).
    var limitMessages: [String: String] = [:]
    /// Whose rights each unit of work has: the connection's own login's, or (on the web login's
    /// shared pool) a member's, taken for that unit alone; or nobody's (a web session not signed
    /// in), which never touches the database.
    var acting: Acting = .ownLogin
    /// On the web login's pool: failures said in people's words, their details logged.
    var memberFacing: MemberFacingErrors?

    enum Acting: Sendable {
        case ownLogin
        case member(MemberRole)
        case nobody
    }

    /// How long a request may take: `.interactive`, `.seconds(n)`, or `.none` for bulk writes.
    public enum Limit: Sendable {
        /// The login's request limit (`PostgresLoginOptions.requestLimit`, 5 s): a server that
        /// does not answer by then is `.unreachable`.
        case interactive
        case seconds(Int)
        case none

        func duration(interactive: Duration) -> Duration? {
            switch self {
            case .interactive: interactive
            case .seconds(let seconds): .seconds(seconds)
            case .none: nil
            }
        }
    }

    /// Runs `body` in one transaction; any error rolls it back and is mapped. With `retry`, a
    /// connection that broke is replaced and `body` runs once more (only for work that is safe
    /// to repeat).
    @discardableResult
    public func transaction<T: Sendable>(
        limit: Limit = .interactive, retry: Bool = false,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let logger = logger
        if case .member = acting {
            // A member's unit is a transaction already.
            return try await run(limit: limit, retry: retry, body)
        }
        return try await run(limit: limit, retry: retry) { connection in
            try await connection.withTransaction(logger: logger) { connection in try await body(connection) }
        }
    }

    /// Runs one read (or single-statement write) outside an explicit transaction. Reads are
    /// safe to repeat, so by default a broken connection is replaced and `body` runs again.
    @discardableResult
    public func run<T: Sendable>(
        limit: Limit = .interactive, retry: Bool = true,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let work: @Sendable (PostgresConnection) async throws -> T
        switch acting {
        case .ownLogin:
            work = body
        case .member(let role):
            let logger = logger
            work = { connection in try await role.run(on: connection, logger: logger, body) }
        case .nobody:
            throw StoreError.notAllowed("sign in first: the team's data is for its members")
        }
        do {
            return try await pool.withConnection(
                limit: limit.duration(interactive: pool.requestLimit), retry: retry, work)
        } catch {
            throw map(error)
        }
    }

    public func map(_ error: any Error) -> any Error {
        let described = Self.describe(error, label: label, limits: limitMessages)
        return memberFacing?.plain(described) ?? described
    }

    static func describe(_ error: any Error, label: String, limits: [String: String] = [:]) -> any Error {
        if error is StoreError || error is SchemaError || error is any StoreCallerError { return error }
        if let error = error as? PostgresTransactionError {
            if let closureError = error.closureError {
                return describe(closureError, label: label, limits: limits)
            }
            if let other = error.beginError ?? error.commitError ?? error.rollbackError {
                return describe(other, label: label, limits: limits)
            }
        }
        if let error = error as? PSQLError {
            if error.serverInfo?[.sqlState] == "23505" { return StoreError.duplicateHandle("") }
            // The database's own limits (each feature's), each said as the rule it is.
            if error.serverInfo?[.sqlState] == "23514" {
                let constraint = error.serverInfo?[.constraintName] ?? ""
                return StoreError.limit(
                    constraint: constraint, rule: limits[constraint] ?? "it breaks a limit")
            }
            // A team quota (`PlatformQuotas`): the owner-run function says the rule and the
            // number the owner set, in a sentence meant for the member.
            if error.serverInfo?[.sqlState] == PlatformQuotas.quotaExceeded {
                let rule = error.serverInfo?[.message] ?? "it is past one of the team's quotas"
                return StoreError.invalid("the database refused it: \(rule)")
            }
            // disk_full: the server's disk, told apart by its code rather than its words.
            if error.serverInfo?[.sqlState] == "53100" {
                return StoreError.diskFull("\(label): \(error.serverInfo?[.message] ?? "no space left")")
            }
            // Row-level security and missing grants: the server's rules, not a failure.
            if error.serverInfo?[.sqlState] == "42501" {
                let message = error.serverInfo?[.message] ?? "permission denied"
                return StoreError.notAllowed("the database refused it (\(message))")
            }
            if let message = error.serverInfo?[.message] {
                return StoreError.unavailable("\(label): \(message)")
            }
            return StoreError.unavailable("\(label): \(words(for: error.code))")
        }
        return StoreError.unavailable("\(label): \(error)")
    }
}

/// PostgresNIO's error codes in words a person reads (never its own names).
private func words(for code: PSQLError.Code) -> String {
    switch code {
    case .serverClosedConnection, .uncleanShutdown: "the server closed the connection; try again"
    case .connectionError: "the server cannot be reached; check it is running"
    case .clientClosedConnection, .poolClosed: "the connection was closed"
    case .queryCancelled: "the query was cancelled"
    default: "the server sent something unexpected; try again"
    }
}

/// Reading rows.
public enum PostgresRows {
    public static func people(_ rows: PostgresRowSequence) async throws -> [PersonRecord] {
        var people: [PersonRecord] = []
        for try await (id, handle, name, created) in rows.decode((Int64, String, String, Int64).self) {
            people.append(
                PersonRecord(id: id, handle: handle, displayName: name, createdAt: StoredTime.date(created)))
        }
        return people
    }

    /// The first column of the last row as a number (0 for none): a `COUNT(*)`.
    public static func count(_ rows: PostgresRowSequence) async throws -> Int {
        var count = 0
        for try await value in rows.decode(Int.self) {
            count = value
        }
        return count
    }
}
