import Foundation
import Logging
import PostgresNIO
import Testing

@testable import Infrastructure

/// What the attack tests share: plain SQL as a member (no Mosaic store in between), outcomes as
/// text, and a database of its own for attacks that change what a whole database allows.
enum TeamAttack {
    static let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    /// "refused (SQLSTATE: message)", or "ran (N rows)".
    static func outcome(of sql: String, on connection: PostgresConnection) async -> String {
        do {
            var count = 0
            for try await _ in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger) {
                count += 1
            }
            return "ran (\(count) rows)"
        } catch let error as PSQLError {
            return
                "refused (\(error.serverInfo?[.sqlState] ?? "?"): \(error.serverInfo?[.message] ?? "\(error.code)"))"
        } catch {
            return "failed (\(error))"
        }
    }

    /// Runs `body` with `connection`, closing it whatever happens: PostgresNIO asserts (in a
    /// debug build, so in tests) that no connection is let go open, and a test that threw
    /// halfway would crash the whole run.
    static func using<T>(
        _ connection: PostgresConnection, _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        do {
            let result = try await body(connection)
            try? await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// Runs `body`, closing `connection` first if it throws (the test's own work on it goes on
    /// after).
    static func closing<T>(_ connection: PostgresConnection, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// Runs `sql`, ignoring what it returns.
    static func run(_ sql: String, on connection: PostgresConnection) async throws {
        for try await _ in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger) {}
    }

    /// The first column of the first row as text (nil without a row or for NULL).
    static func text(_ sql: String, on connection: PostgresConnection) async throws -> String? {
        for try await value in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
            .decode(
                String?.self)
        {
            return value
        }
        return nil
    }

    /// The person id of `handle`.
    static func personID(_ handle: String, on connection: PostgresConnection) async throws -> Int64 {
        let id = try await text("SELECT id::text FROM people WHERE handle = '\(handle)'", on: connection)
        return try #require(id.flatMap { Int64($0) }, "no person @\(handle)")
    }

    /// Whether `login` is a superuser now.
    static func isSuperuser(_ login: String, owner: PostgresConnection) async throws -> Bool {
        try await text("SELECT rolsuper::text FROM pg_roles WHERE rolname = '\(login)'", on: owner) == "true"
    }

    /// Whether a role named `login` exists.
    static func roleExists(_ login: String, owner: PostgresConnection) async throws -> Bool {
        try await text("SELECT 1::text FROM pg_roles WHERE rolname = '\(login)'", on: owner) != nil
    }
}

/// A database of its own on the TLS server (owner: the server's superuser), for attacks that
/// need what only a whole database can give: schema `public` as the team's schema, PostgreSQL
/// 13/14's grants on it, a grant back of what the owner could not have taken away. Dropped by
/// `drop()` (its roles are the server's and stay, as every team test's do).
struct OwnDatabase {
    let name: String
    /// The owner's URL for it: no schema, so the team lives in `public`.
    let ownerURL: String

    static func make() async throws -> OwnDatabase {
        let base = try #require(TeamServer.ownerURL)
        let name = "mosaic_attack_" + UUID().uuidString.lowercased().prefix(8)
        let admin = try await TeamFixture.ownerConnection(url: base)
        try await TeamAttack.run("CREATE DATABASE \(name)", on: admin)
        try? await admin.close()
        let url = base.replacingOccurrences(of: "/postgres?", with: "/\(name)?")
        return OwnDatabase(name: name, ownerURL: url)
    }

    /// The owner, on this database.
    func ownerConnection() async throws -> PostgresConnection {
        try await TeamFixture.ownerConnection(url: ownerURL)
    }

    func drop() async {
        guard let base = TeamServer.ownerURL, let admin = try? await TeamFixture.ownerConnection(url: base)
        else {
            return
        }
        _ = await TeamAttack.outcome(of: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)", on: admin)
        try? await admin.close()
    }
}

/// A child process that must end within `limit` (killed at it), its standard output and
/// error read together; for openssl and psql.
func runChild(
    _ arguments: [String], within limit: Duration = .seconds(30), environment: [String: String]? = nil
)
    throws -> (status: Int32, output: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: killer)
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    killer.cancel()
    let output = String(decoding: data, as: UTF8.self)
    if process.terminationReason == .uncaughtSignal {
        Issue.record("\(arguments.first ?? "child") did not end within \(limit): \(output)")
    }
    return (process.terminationStatus, output)
}
