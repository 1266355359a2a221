import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// The web's sessions in the team database (platform step 5): two gateways on one database are
/// two web nodes, and what one records or ends the other sees at once; what the database keeps
/// is no usable token, and no member can read or call any of it.
@Suite(
    "Web sessions kept in the team database for every web node", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamWebSessionTests {
    @Test func aSessionStartedOnOneNodeIsFoundOnAnotherAndEndedForBoth() async throws {
        // Given two nodes of one team, and ada signed in on the first
        try await GatewayWorld.withTwoNodes { world, other in
            let ada = try await world.gateway.signIn(
                handle: world.fixture.ada, password: world.fixture.password)
            let adaID = try #require(ada.personID)
            let token = String(repeating: "ab", count: 32)
            let csrf = String(repeating: "cd", count: 32)
            try await world.gateway.recordWebSession(
                token: token, role: ada.role, personID: adaID, csrfToken: csrf, idleSeconds: 3_600,
                lifetimeSeconds: 7_200)
            // When the second node looks the cookie up
            let found = try #require(try await other.webSession(token: token))
            // Then it finds ada's session with its CSRF token, and can act as her without a password
            #expect(found.role == ada.role && found.personID == adaID && found.csrfToken == csrf)
            let resumed = other.resumedLogin(role: found.role, personID: found.personID)
            let me = try await other.stores(for: resumed).people.person(id: adaID)
            #expect(me?.handle == world.fixture.ada)
            // And another token finds nothing
            #expect(try await other.webSession(token: String(repeating: "ef", count: 32)) == nil)
            // Its live channels' check finds it (and no other) in one call
            let unknown = String(repeating: "12", count: 32)
            #expect(try await other.aliveWebSessions(tokens: [token, unknown]) == [token])
            // When the first node ends it (signing out), the second refuses it at once
            try await world.gateway.endWebSession(token: token)
            #expect(try await other.webSession(token: token) == nil)
            #expect(try await other.aliveWebSessions(tokens: [token, unknown]).isEmpty)
        }
    }

    @Test func theDatabaseKeepsOnlyTheTokensHashAndNoMemberCanReadOrCallIt() async throws {
        let world = try await GatewayWorld.make()
        defer { Task { await world.gateway.close() } }
        let ada = try await world.gateway.signIn(handle: world.fixture.ada, password: world.fixture.password)
        let token = SecureTokenForTests.make()
        try await world.gateway.recordWebSession(
            token: token, role: ada.role, personID: try #require(ada.personID),
            csrfToken: String(repeating: "0", count: 64), idleSeconds: 60, lifetimeSeconds: 120)
        // What a stolen dump holds: the owner reads every column, and the token is in none
        let owner = try await world.fixture.ownerConnection()
        let rows = try await TeamAttack.using(owner) { owner in
            try await rowsAsText(owner, "SELECT row_to_json(s)::text FROM web_sessions s")
        }
        #expect(rows.count == 1)
        #expect(rows.allSatisfy { !$0.contains(token) })
        #expect(rows.first?.contains(TeamGateway.hash(token)) == true)
        // A member in psql: the table, the functions and the key are all refused
        let bob = try await world.fixture.connection(as: world.fixture.bob)
        let outcomes = try await TeamAttack.using(bob) { bob in
            var outcomes: [String] = []
            for sql in [
                "SELECT * FROM web_sessions", "SELECT * FROM web_keys",
                "DELETE FROM web_sessions", "SELECT * FROM mosaic_web_session_find('\\x00')",
                "SELECT * FROM mosaic_web_session_visit('\\x00')",
                "SELECT mosaic_web_session_end('\\x00')", "SELECT mosaic_web_form_key(repeat('a', 64))",
                "SELECT mosaic_web_sessions_alive(ARRAY['00'])",
                """
                SELECT mosaic_web_session_start('\\x00', current_user, 1, repeat('a', 64), 60, 60, NULL)
                """,
            ] {
                outcomes.append(await TeamAttack.outcome(of: sql, on: bob))
            }
            return outcomes
        }
        for outcome in outcomes {
            #expect(outcome.hasPrefix("refused (42501: permission denied"), "\(outcome)")
        }
    }

    @Test func aRemovedMembersSessionsAndExpiredOnesAreNeverFound() async throws {
        let world = try await GatewayWorld.make()
        defer { Task { await world.gateway.close() } }
        let bob = try await world.gateway.signIn(handle: world.fixture.bob, password: world.fixture.password)
        let ada = try await world.gateway.signIn(handle: world.fixture.ada, password: world.fixture.password)
        let (bobs, adas, idle) = (
            SecureTokenForTests.make(), SecureTokenForTests.make(), SecureTokenForTests.make()
        )
        let csrf = String(repeating: "1", count: 64)
        for (token, login, seconds) in [(bobs, bob, 3_600), (adas, ada, 3_600), (idle, ada, 1)] {
            try await world.gateway.recordWebSession(
                token: token, role: login.role, personID: try #require(login.personID), csrfToken: csrf,
                idleSeconds: seconds, lifetimeSeconds: 3_600)
        }
        // A session not seen for longer than its idle limit is refused by the query itself
        try await Task.sleep(for: .milliseconds(1_500))
        #expect(try await world.gateway.webSession(token: idle) == nil)
        // When the owner removes bob, his session goes with his person; ada's stays
        _ = try await world.fixture.team.removeMember(handle: world.fixture.bob)
        #expect(try await world.gateway.webSession(token: bobs) == nil)
        #expect(try await world.gateway.webSession(token: adas) != nil)
        // And nobody can record a session for a person under another's login
        await #expect(throws: (any Error).self) {
            try await world.gateway.recordWebSession(
                token: SecureTokenForTests.make(), role: ada.role, personID: try #require(bob.personID),
                csrfToken: csrf, idleSeconds: 60, lifetimeSeconds: 60)
        }
    }

    @Test func wrongPasswordsAreCountedForEveryNodeAndARightOneForgetsThem() async throws {
        try await GatewayWorld.withTwoNodes { world, other in
            let handle = world.fixture.ada
            // Guesses at one handle from two addresses, spread over both nodes
            #expect(
                try await world.gateway.countFailedSignIn(
                    handle: handle, client: "10.0.0.1", windowSeconds: 900)
                    == 1)
            #expect(
                try await other.countFailedSignIn(handle: handle, client: "10.0.0.2", windowSeconds: 900) == 2
            )
            #expect(
                try await world.gateway.countFailedSignIn(handle: nil, client: "10.0.0.2", windowSeconds: 900)
                    == 2)
            #expect(
                try await other.countFailedSignIn(handle: handle, client: "10.0.0.3", windowSeconds: 900) == 3
            )
            // A right password forgets the handle's count (and its address's) on every node
            try await world.gateway.forgetFailedSignIns(handle: handle, client: "10.0.0.3")
            #expect(
                try await other.countFailedSignIn(handle: handle, client: "10.0.0.4", windowSeconds: 900) == 1
            )
            // A count quiet for longer than its window starts again
            try await Task.sleep(for: .milliseconds(1_100))
            #expect(
                try await other.countFailedSignIn(handle: handle, client: "10.0.0.4", windowSeconds: 1) == 1)
            // No member reads or changes who failed to sign in
            let bob = try await world.fixture.connection(as: world.fixture.bob)
            let outcomes = try await TeamAttack.using(bob) { bob in
                [
                    await TeamAttack.outcome(of: "SELECT * FROM web_sign_in_failures", on: bob),
                    await TeamAttack.outcome(of: "SELECT mosaic_web_sign_in_succeeded('x', 'y')", on: bob),
                    await TeamAttack.outcome(of: "SELECT mosaic_web_sign_in_failed('x', 'y', 1)", on: bob),
                ]
            }
            for outcome in outcomes {
                #expect(outcome.hasPrefix("refused (42501: permission denied"), "\(outcome)")
            }
        }
    }

    @Test func everyNodeSignsSignInFormsWithTheSameKey() async throws {
        try await GatewayWorld.withTwoNodes { world, other in
            let first = try await world.gateway.signInFormSigner()
            let second = try await other.signInFormSigner()
            let signature = first.signature(of: "mark.123")
            #expect(second.isSignature(signature, of: "mark.123"))
            #expect(!TokenSigner().isSignature(signature, of: "mark.123"))
        }
    }
}

/// 256 random bits as 64 hex digits, as the web's session tokens are.
enum SecureTokenForTests {
    static func make() -> String { TokenSigner.newKey() }
}

extension GatewayWorld {
    /// Two web nodes on one team database for `body`, both closed when it ends, however it ends
    /// (closing is awaited: a test's connections are gone before the next one starts).
    static func withTwoNodes(_ body: (GatewayWorld, TeamGateway) async throws -> Void) async throws {
        let world = try await make()
        let other = try await world.secondNode()
        do {
            try await body(world, other)
        } catch {
            await world.gateway.close()
            await other.close()
            throw error
        }
        await world.gateway.close()
        await other.close()
    }

    /// Another web node: a gateway of its own on the same database and web login.
    func secondNode() async throws -> TeamGateway {
        try await TeamGateway.open(
            url: web.url, login: TeamServer.login(password: Self.webPassword), features: AppData.features)
    }
}
