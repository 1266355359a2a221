import FeedStorage
import Foundation
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// The web's gateway to a team database (`TeamGateway`): one pool signed in as the web login,
/// each unit of work as one member's role. What the database sees must be exactly what it sees
/// from that member's own psql: their `current_user`, their rights, their refusals.
@Suite(
    "A team database served to many members through one web login", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamGatewayTests {
    @Test func eachUnitOfWorkRunsAsItsMemberAndNeverAsTheWebLogin() async throws {
        // Given ada and bob signed in through one gateway
        let world = try await GatewayWorld.make()
        defer { Task { await world.gateway.close() } }
        let ada = try await world.gateway.signIn(handle: world.fixture.ada, password: world.fixture.password)
        let bob = try await world.gateway.signIn(handle: world.fixture.bob, password: world.fixture.password)
        // When each asks the database who they are, many times at once on the shared pool
        let answers = try await withThrowingTaskGroup(of: (String, [String]).self) { group in
            for index in 0..<40 {
                let login = index.isMultiple(of: 2) ? ada : bob
                group.addTask { (login.role, try await world.who(as: login)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // Then the database's current user is always the member, the session's the web login
        for (role, who) in answers {
            #expect(who == [role, world.web.role, role], "\(who)")
        }
        // And a connection given back to the pool is the web login's again, with no role set
        let after = try await world.gateway.pool.withConnection(limit: .seconds(5), retry: false) {
            connection in
            try await GatewayWorld.row(
                "SELECT current_user::text, pg_catalog.current_setting('role')", on: connection)
        }
        #expect(after == [world.web.role, "none"])
    }

    @Test func theDatabaseRefusesAMembersForgedDeleteOfAnothersPost() async throws {
        // Given ada's post, and bob signed in through the gateway
        let world = try await GatewayWorld.make()
        defer { Task { await world.gateway.close() } }
        let bob = try await world.gateway.signIn(handle: world.fixture.bob, password: world.fixture.password)
        let adaStores = try await world.fixture.open(as: world.fixture.ada)
        let adaID = try #require(adaStores.identity.personID)
        let post = try #require(
            try await adaStores.posts.posts(byAuthor: adaID, after: nil, limit: 1).posts.first
        ).post
        // When bob's units try to delete it: the members' function, a plain DELETE, the store
        let function = try await world.unit(as: bob) { connection in
            try await GatewayWorld.row("SELECT mosaic_delete_post(\(post.id))::text", on: connection)
        }
        // (PostgreSQL's own "permission denied for table posts" goes to the server's log; the
        // member reads it in people's words, `MemberFacingErrors`.)
        await #expect(throws: StoreError.notAllowed("the team's database does not allow it")) {
            _ = try await world.unit(as: bob) { connection in
                try await GatewayWorld.row(
                    "DELETE FROM posts WHERE id = \(post.id) RETURNING id::text", on: connection)
            }
        }
        let bobStores = world.gateway.stores(for: bob)
        await #expect(throws: StoreError.notAllowed("only its author can delete post \(post.id)")) {
            _ = try await bobStores.posts.delete(postID: post.id, actingAs: try #require(bob.personID))
        }
        // Then the database said no each time, and the post is still there
        #expect(function == ["false"])
        #expect(try await adaStores.posts.post(id: post.id) != nil)
        await adaStores.close()
    }

    @Test func signingInChecksThePasswordWithTheMembersOwnLogin() async throws {
        let world = try await GatewayWorld.make()
        defer { Task { await world.gateway.close() } }
        let gateway = world.gateway
        let fixture = world.fixture
        await #expect(throws: TeamSignInError.wrongHandleOrPassword) {
            _ = try await gateway.signIn(handle: fixture.ada, password: "not the password")
        }
        await #expect(throws: TeamSignInError.wrongHandleOrPassword) {
            _ = try await gateway.signIn(handle: "nobody_" + fixture.ada, password: fixture.password)
        }
        await #expect(throws: TeamSignInError.wrongHandleOrPassword) {
            _ = try await gateway.signIn(handle: "Robert'); DROP TABLE posts;--", password: fixture.password)
        }
        let ada = try await gateway.signIn(handle: fixture.ada, password: fixture.password)
        #expect(ada.role == fixture.ada)
        #expect(ada.personID != nil)
        #expect(!ada.isOwner)
    }

    @Test func theWebLoginIsRefusedAsAnythingButItself() async throws {
        let world = try await GatewayWorld.make()
        await world.gateway.close()
        let fixture = world.fixture
        // The owner: row-level security does not apply to the tables' owner.
        await #expect(throws: StoreError.self) {
            _ = try await TeamGateway.open(
                url: fixture.ownerURL, login: TeamServer.ownerLogin, features: AppData.features)
        }
        // A member: their own rights would add to everyone's.
        do {
            _ = try await TeamGateway.open(
                url: try fixture.url(for: fixture.ada), login: TeamServer.login(password: fixture.password),
                features: AppData.features)
            Issue.record("a member's login served the team")
        } catch let error as StoreError {
            #expect(error.description.contains("is not the team's web login"), "\(error)")
        }
    }

    @Test func aRemovedMembersUnitsAreRefusedAndTheOthersGoOn() async throws {
        // Given bob signed in, and his role in use on the pool
        let world = try await GatewayWorld.make()
        defer { Task { await world.gateway.close() } }
        let ada = try await world.gateway.signIn(handle: world.fixture.ada, password: world.fixture.password)
        let bob = try await world.gateway.signIn(handle: world.fixture.bob, password: world.fixture.password)
        #expect(try await world.who(as: bob).first == bob.role)
        let before = world.gateway.refusalCount(of: bob.role)
        // When the owner removes him
        let removal = try await world.fixture.team.removeMember(handle: world.fixture.bob)
        #expect(removal.revokedFromWebLogin)
        // Then his next unit is refused by the server and counted, without a 500 in sight
        await #expect(throws: StoreError.notAllowed(MemberRole.ended(bob.role))) {
            _ = try await world.gateway.stores(for: bob).people.person(id: try #require(bob.personID))
        }
        #expect(world.gateway.refusalCount(of: bob.role) == before + 1)
        // And every connection of the pool still serves ada (no transaction left open on any)
        let answers = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<(TeamGateway.poolSize * 2) { group.addTask { try await world.who(as: ada) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.allSatisfy { $0.first == ada.role })
    }

    @Test func thePoolHoldsAtMostItsBoundHoweverManyUnitsAtOnce() async throws {
        // Given a gateway whose listener is up (one session watching)
        let world = try await GatewayWorld.make()
        defer { Task { await world.gateway.close() } }
        let ada = try await world.gateway.signIn(handle: world.fixture.ada, password: world.fixture.password)
        let changes = world.gateway.changes
        let watching = Task { for await _ in changes {} }
        defer { watching.cancel() }
        // When 200 units ask at once, each holding its connection a moment
        var most = 0
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    _ = try await world.unit(as: ada) { connection in
                        try await GatewayWorld.row("SELECT pg_catalog.pg_sleep(0.02)::text", on: connection)
                    }
                }
            }
            group.addTask {}
            for _ in 0..<10 {
                try await Task.sleep(for: .milliseconds(50))
                most = max(most, try await world.fixture.team.openConnections(of: world.web.role))
            }
            try await group.waitForAll()
        }
        // Then the web login never held more than the pool, the listener and its server check
        #expect(most >= 2)
        #expect(most <= TeamGateway.poolSize + 2, "the web login held \(most) connections")
    }

    @Test func teamInitGivesTheWebLoginAMemberItLacks() async throws {
        let world = try await GatewayWorld.make()
        defer { Task { await world.gateway.close() } }
        let owner = try await world.fixture.ownerConnection()
        try await TeamAttack.run("REVOKE \"\(world.fixture.ada)\" FROM \"\(world.web.role)\"", on: owner)
        try? await owner.close()
        await #expect(throws: TeamSignInError.self) {
            _ = try await world.gateway.signIn(handle: world.fixture.ada, password: world.fixture.password)
        }
        _ = try await world.fixture.team.initialize()
        let ada = try await world.gateway.signIn(handle: world.fixture.ada, password: world.fixture.password)
        #expect(try await world.who(as: ada).first == ada.role)
    }
}

/// A team with two members (`TeamFixture`), its web login, and a gateway signed in as it.
struct GatewayWorld {
    let fixture: TeamFixture
    let web: TeamWebLogin
    let gateway: TeamGateway
    static let webPassword = "the web login's password"

    static func make() async throws -> GatewayWorld {
        let fixture = try await TeamFixture.make()
        let web = try await fixture.team.setUpWebLogin(password: webPassword)
        let gateway = try await TeamGateway.open(
            url: web.url, login: TeamServer.login(password: webPassword), features: AppData.features)
        return GatewayWorld(fixture: fixture, web: web, gateway: gateway)
    }

    /// `body` on the gateway's pool as `member`, as every store of theirs runs.
    func unit<T: Sendable>(
        as member: DatabaseLogin, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        guard let engine = gateway.stores(for: member).database as? MemberEngine else {
            throw StoreError.unavailable("not a member's engine")
        }
        return try await engine.access.run(retry: false, body)
    }

    /// current_user, session_user and the role setting, as the database sees `member`'s unit.
    func who(as member: DatabaseLogin) async throws -> [String] {
        try await unit(as: member) { connection in
            try await Self.row(
                "SELECT current_user::text, session_user::text, pg_catalog.current_setting('role')",
                on: connection)
        }
    }

    /// The first row's columns as text.
    static func row(_ sql: String, on connection: PostgresConnection) async throws -> [String] {
        var values: [String] = []
        for try await row in try await connection.query(
            PostgresQuery(unsafeSQL: sql), logger: TeamAttack.logger)
        {
            guard values.isEmpty else { continue }
            for cell in row { values.append((try? cell.decode(String.self)) ?? "NULL") }
        }
        return values
    }
}
