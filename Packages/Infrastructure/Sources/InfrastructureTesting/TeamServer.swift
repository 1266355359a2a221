import Foundation
import Logging
import PostgresNIO
import Testing

@testable import Infrastructure

/// The TLS-only, SCRAM-only server Scripts/test starts (lib/postgres-tls.sh): the owner's URL
/// (no password in it) and password. Team tests skip without it.
enum TeamServer {
    static var ownerURL: String? {
        ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_TLS_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    static var ownerPassword: String {
        ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_TLS_PASSWORD"] ?? ""
    }

    static var isRunning: Bool { ownerURL != nil }

    /// The owner's password given as PostgreSQL's tools take it.
    static var ownerLogin: PostgresLoginOptions {
        PostgresLoginOptions(environment: ["PGPASSWORD": ownerPassword, "HOME": "/nonexistent"]).patient()
    }

    static func login(password: String?) -> PostgresLoginOptions {
        var environment = ["HOME": "/nonexistent"]
        environment["PGPASSWORD"] = password
        return PostgresLoginOptions(environment: environment).patient()
    }

    /// A handle no other test (or earlier run on this server) uses: roles are server-wide.
    static func uniqueHandle(_ base: String) -> String {
        base + "_" + UUID().uuidString.lowercased().prefix(8)
    }
}

/// A team database of its own (own schema) with two members, ada and bob, set up with
/// `features`' data; `welcome` runs once for each of them, as them (a test target's features
/// give each something of their own: a post).
struct TeamFixture {
    let ownerURL: String
    let team: TeamDatabase
    let features: [FeatureStorage]
    let ada: String
    let bob: String
    let password = "correct horse 1"

    /// On a schema of its own of the shared database, or at `url` (a database of its own).
    static func make(
        url given: String? = nil, features: [FeatureStorage],
        welcome: (Stores, String) async throws -> Void = { _, _ in }
    ) async throws -> TeamFixture {
        let base = try #require(TeamServer.ownerURL)
        let url = given ?? TestBackend.isolated(base)
        let team = try await TeamDatabase.connect(url: url, login: TeamServer.ownerLogin, features: features)
        _ = try await team.initialize()
        let fixture = TeamFixture(
            ownerURL: url, team: team, features: features, ada: TeamServer.uniqueHandle("ada"),
            bob: TeamServer.uniqueHandle("bob"))
        _ = try await team.addMember(
            handle: fixture.ada, displayName: "Ada Lovelace", password: fixture.password)
        _ = try await team.addMember(
            handle: fixture.bob, displayName: "Bob Bobson", password: fixture.password)
        for handle in [fixture.ada, fixture.bob] {
            let stores = try await fixture.open(as: handle)
            do {
                try await welcome(stores, handle)
            } catch {
                await stores.close()
                throw error
            }
            await stores.close()
        }
        return fixture
    }

    func url(for handle: String) throws -> String {
        try PostgresURL(ownerURL).connecting(as: handle)
    }

    func open(as handle: String) async throws -> Stores {
        try await Stores.open(
            .postgres(url: try url(for: handle)), login: TeamServer.login(password: password),
            features: features)
    }

    /// A raw connection as `handle`: plain SQL, none of Mosaic's stores.
    func connection(as handle: String) async throws -> PostgresConnection {
        try await Self.connection(url: try url(for: handle), password: password)
    }

    static func connection(url: String, password: String) async throws -> PostgresConnection {
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let connector = try await PostgresConnector.signIn(
            url: url, options: TeamServer.login(password: password), logger: logger)
        return OpenConnections.keep(try await connector.connect())
    }

    func ownerConnection() async throws -> PostgresConnection {
        try await Self.ownerConnection(url: ownerURL)
    }

    static func ownerConnection(url: String) async throws -> PostgresConnection {
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let connector = try await PostgresConnector.signIn(
            url: url, options: TeamServer.ownerLogin, logger: logger)
        return OpenConnections.keep(try await connector.connect())
    }
}

extension StoreIdentity {
    var personID: Int64? {
        if case .databaseLogin(let login) = self { return login.personID }
        return nil
    }
}

/// Every row of a table as JSON text, in id order: compared byte for byte before and after.
func rowsAsText(_ connection: PostgresConnection, _ sql: String) async throws -> [String] {
    let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
    var rows: [String] = []
    for try await text in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).decode(
        String.self)
    {
        rows.append(text)
    }
    return rows
}

/// Every raw connection a test opened, kept to the end of the run. PostgresNIO asserts (in the
/// debug builds tests run) that no connection is let go before it is closed: a test that
/// fails halfway, before its `close()`, would otherwise crash the whole run and hide every
/// other result. Tests still close what they open; this only keeps a forgotten one alive.
enum OpenConnections {
    nonisolated(unsafe) private static var kept: [PostgresConnection] = []
    private static let lock = NSLock()

    static func keep(_ connection: PostgresConnection) -> PostgresConnection {
        lock.withLock {
            kept.removeAll { $0.isClosed }
            kept.append(connection)
        }
        return connection
    }
}
