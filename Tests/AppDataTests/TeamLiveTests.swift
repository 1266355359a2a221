import FeedStorage
import Foundation
import Logging
import PostgresNIO
import ProfileStorage
import SettingsStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Live changes between members of a team database: a member's writes fire the owner's
/// triggers, and a member's hand-made NOTIFY cannot make another member's app report a change
/// that did not happen.
@Suite(
    "Live changes on a team database", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamLiveTests {
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    @Test func aMembersPublishReachesAnotherMemberAndForgedNotificationsReportNothing() async throws {
        // Given ada listening and bob, both members, each with a post from the fixture
        let fixture = try await TeamFixture.make()
        let ada = try await fixture.open(as: fixture.ada)
        let bob = try await fixture.open(as: fixture.bob)
        let bobID = try #require(bob.identity.personID)
        let events = EventRecorder(ada.changes)
        try await bob.bios.updateBio(personID: bobID, bio: "warming up", actingAs: bobID)
        await events.wait(for: "bob's first change", within: .seconds(10)) {
            $0 == .personChanged(personID: bobID)
        }
        events.clear()

        // When bob, by plain SQL, notifies the change channel with made-up and replayed news
        let raw = try await fixture.connection(as: fixture.bob)
        let channel = PostgresChangeLog.channel(
            schema: try #require(try PostgresURL(fixture.ownerURL).schema))
        for payload in ["1 3", "post_deleted 1", "999999 999999", ""] {
            try await raw.query(
                PostgresQuery(
                    unsafeSQL:
                        "NOTIFY \(PostgresTeamSchema.quoted(channel)), \(PostgresTeamSchema.literal(payload))"
                ),
                logger: logger)
        }
        try? await raw.close()
        // And then really publishes
        let post = try await bob.posts.create(NewPost(authorID: bobID, title: "Really new", body: ""))

        // Then ada hears of the real post within a second, and of nothing else
        await events.wait(for: "bob's post", within: .seconds(1)) {
            $0 == .postPublished(postID: post.id, authorID: bobID)
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(events.all == [.postPublished(postID: post.id, authorID: bobID)])
        await ada.close()
        await bob.close()
    }

    @Test func aMemberRemovedWhileTheirAppRunsIsToldTheirLoginIsGoneNotThatTheServerIsAway() async throws {
        // Given ada's app, listening
        let fixture = try await TeamFixture.make()
        let ada = try await fixture.open(as: fixture.ada)
        let adaID = try #require(ada.identity.personID)
        let events = EventRecorder(ada.changes)
        try await ada.bios.updateBio(personID: adaID, bio: "warming up", actingAs: adaID)
        await events.wait(for: "ada's first change", within: .seconds(10)) {
            $0 == .personChanged(personID: adaID)
        }
        // When the owner removes her (her person and her login) while the app runs
        _ = try await fixture.team.removeMember(handle: fixture.ada)
        // Then, once its connection goes, her app says she was removed: said as such (the login
        // that worked is refused, which no retry mends), not as a wrong password or an
        // unreachable server to wait for (issue 43, item 5)
        await events.wait(for: "the removal", within: .seconds(20)) { event in
            guard case .connectionLost(.notAllowed(let reason)) = event else { return false }
            return reason.contains("the owner removed \(fixture.ada)")
        }
        #expect(!events.all.contains { String(describing: $0).contains("password") })
        // (a broken session may first be said as an unreachable server; the refusal follows it,
        // and nothing says the server is back)
        #expect(!events.all.contains { if case .connectionRestored = $0 { true } else { false } })
        await ada.close()
    }
}
