import Foundation
import Hummingbird
import HummingbirdTesting
import Infrastructure
import Testing

@testable import MosaicShell

/// `mosaic serve --postgres` in process, on the TLS-only, SCRAM-only PostgreSQL server that
/// Scripts/test starts (lib/postgres-tls.sh): a team database of its own (a fresh schema), two
/// members whose logins are unique to it, its web login, and the web app over a `TeamGateway`
/// signed in as that login. Every line the app logs is kept, to look for passwords in.
struct TeamWebWorld {
    static var ownerURL: String? {
        ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_TLS_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }
    static var isRunning: Bool { ownerURL != nil }

    let team: TeamDatabase
    let web: TeamWebLogin
    let gateway: TeamGateway
    let app: WebApp
    let log: LogLines
    let ada: String
    let grace: String
    let password = "a member's password"
    static let webPassword = "the web login's password"

    /// Every in-process request comes from one "address", so the sign-in guard of tests that are
    /// not about it lets many through; `TeamSignInAttackTests` pass the real limits.
    static let roomyGuard = SignInGuard.Limits(atOnce: 100, burst: 10_000)

    @MainActor
    static func make(signIns: SignInGuard.Limits = roomyGuard) async throws
        -> TeamWebWorld
    {
        let base = try #require(ownerURL)
        let url = base + (base.contains("?") ? "&" : "?") + "schema=web_\(UInt32.random(in: 0...UInt32.max))"
        let owner = ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_TLS_PASSWORD"] ?? ""
        let team = try await TeamDatabase.connect(
            url: url, login: Self.login(owner), features: FeatureCatalog.app.storage)
        _ = try await team.initialize()
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let (ada, grace) = ("ada_\(suffix)", "grace_\(suffix)")
        let password = "a member's password"
        _ = try await team.addMember(handle: ada, displayName: "Ada Lovelace", password: password)
        _ = try await team.addMember(handle: grace, displayName: "Grace Hopper", password: password)
        let web = try await team.setUpWebLogin(password: webPassword)
        let (gateway, app, log) = try await node(web: web, signIns: signIns)
        return TeamWebWorld(
            team: team, web: web, gateway: gateway, app: app, log: log, ada: ada, grace: grace)
    }

    /// Two web nodes of one new team for `body`, with a client of each (`one` on the first).
    static func onTwoNodes(
        _ body:
            @escaping @Sendable (
                TeamWebWorld, TeamWebWorld, any TestClientProtocol, any TestClientProtocol
            ) async throws -> Void
    ) async throws {
        let first = try await make()
        let second = try await first.secondNode()
        try await first.test { one in
            try await second.test { two in try await body(first, second, one, two) }
        }
    }

    /// Another web node of the same team, as a second `mosaic serve --postgres` behind a load
    /// balancer: a gateway and a web app of its own, nothing shared but the database.
    @MainActor
    func secondNode() async throws -> TeamWebWorld {
        let (gateway, app, log) = try await Self.node(web: web, signIns: Self.roomyGuard)
        return TeamWebWorld(
            team: team, web: web, gateway: gateway, app: app, log: log, ada: ada, grace: grace)
    }

    /// One web node: signed in as the web login, its sign-in forms signed with the team's key
    /// (as `mosaic serve --postgres` signs them).
    @MainActor
    private static func node(web: TeamWebLogin, signIns: SignInGuard.Limits)
        async throws -> (TeamGateway, WebApp, LogLines)
    {
        let gateway = try await TeamGateway.open(
            url: web.url, login: Self.login(webPassword), features: FeatureCatalog.app.storage)
        let log = LogLines()
        gateway.facing.log { log.append($0) }
        let members = TeamMembers(gateway: gateway, flagDefinitions: FeatureCatalog.app.flagDefinitions)
        let app = WebApp(
            sessions: WebSessions(services: members), signInGuard: SignInGuard(limits: signIns),
            signInForms: SignInFormToken(signer: try await gateway.signInFormSigner()),
            log: { log.append($0) })
        app.start(changes: { gateway.changes })
        return (gateway, app, log)
    }

    /// A password given as PostgreSQL's tools take it, and no password file.
    static func login(_ password: String) -> PostgresLoginOptions {
        PostgresLoginOptions(environment: ["PGPASSWORD": password, "HOME": "/nonexistent"])
    }

    /// Runs `test` with clients of this server, then stops it.
    func test<Value: Sendable>(_ test: @Sendable (any TestClientProtocol) async throws -> Value) async throws
        -> Value
    {
        let application = try WebServer.application(
            app: app, listen: try #require(WebServer.Listen("127.0.0.1:0")), tls: nil)
        do {
            let result = try await application.test(.router, test)
            await close()
            return result
        } catch {
            await close()
            throw error
        }
    }

    func close() async {
        app.stop()
        await gateway.close()
    }
}

/// Every line the web app logged.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    var all: [String] { lock.withLock { lines } }
}

extension WebClient {
    /// Signs in at /login as a member; returns the response to the form.
    @discardableResult
    mutating func signIn(member handle: String, password: String) async throws -> Page {
        _ = try await get("/login")
        return try await post("/login", [("intent", "sign-in"), ("handle", handle), ("password", password)])
    }
}
