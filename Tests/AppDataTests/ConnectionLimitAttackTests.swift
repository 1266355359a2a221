import FeedStorage
import Foundation
import Logging
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Class 6 of issue 26: one member opened 100 idle connections and nobody else could sign in
/// ("remaining connection slots are reserved"). Each member's login now has a limit.
@Suite(
    "Attack: using up the server's connections", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct ConnectionLimitAttackTests {
    @Test func aMemberGetsNoMoreConnectionsThanTheirLimitAndOthersStillSignIn() async throws {
        // Given bob signed in, with no session open yet
        let fixture = try await TeamFixture.make()
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let connector = try await PostgresConnector.signIn(
            url: try fixture.url(for: fixture.bob), options: TeamServer.login(password: fixture.password),
            logger: logger)
        try await waitUntilNoSession(of: fixture.bob, fixture)
        // When he opens connections until the server refuses one (30 at most)
        var open: [PostgresConnection] = []
        var refusal: (any Error)?
        while open.count < 30, refusal == nil {
            do {
                open.append(OpenConnections.keep(try await connector.connect()))
            } catch {
                refusal = connector.describe(error)
            }
        }
        // Then he got the default limit's worth, was told why the next was refused, and ada
        // still signs in and reads
        #expect(open.count == TeamDatabase.defaultConnections)
        let text = refusal.map { "\($0)" } ?? "none"
        #expect(text.contains("as many connections open"), "\(text)")
        #expect(text.contains("mosaic team limit \(fixture.bob)"), "\(text)")
        let ada = try await fixture.open(as: fixture.ada)
        _ = try await ada.posts.feed(after: nil, limit: 10)
        await ada.close()
        for connection in open { try? await connection.close() }
    }

    @Test func theOwnerSetsAMembersLimit() async throws {
        let fixture = try await TeamFixture.make()
        let cy = TeamServer.uniqueHandle("cy")
        let added = try await fixture.team.addMember(
            handle: cy, displayName: "Cy", password: fixture.password, connections: 3)
        #expect(added.connectionLimit == 3)
        let changed = try await fixture.team.setConnectionLimit(handle: cy, connections: 25)
        #expect(changed.connectionLimit == 25)
        #expect(try await fixture.team.members().first { $0.handle == cy }?.connectionLimit == 25)
        await #expect(throws: StoreError.self) {
            _ = try await fixture.team.setConnectionLimit(handle: cy, connections: 0)
        }
    }

    /// The sign-in's own probe connection may still be closing on the server.
    private func waitUntilNoSession(
        of login: String, _ fixture: TeamFixture, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let owner = try await fixture.ownerConnection()
        let limit = Duration.seconds(30)
        let deadline = ContinuousClock.now + limit
        var count: String?
        while ContinuousClock.now < deadline {
            count = try await TeamAttack.text(
                "SELECT count(*)::text FROM pg_stat_activity WHERE usename = '\(login)'", on: owner)
            if count == "0" { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        try? await owner.close()
        if count != "0" {
            Issue.record(
                "Waited \(limit) for \(login)'s sessions to close; \(count ?? "an unknown number") still open",
                sourceLocation: sourceLocation)
        }
    }
}
