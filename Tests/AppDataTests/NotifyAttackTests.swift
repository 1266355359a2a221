import FeedStorage
import Foundation
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Class 2 of issue 26, live: any login, a member or not, NOTIFYs the change channel with
/// payloads made to crash or fool the listener. Ada's app must go on, report the real change
/// that follows, and nothing else.
@Suite(
    "Attack: notifications from anyone", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct NotifyAttackTests {
    static let payloads = [
        "-9223372036854775808 9223372036854775807", "9223372036854775807 -9223372036854775808",
        "0 9223372036854775807", "1 3", "999999 999999", "٣ ٤", "１ ３", "", "post_deleted 1", "\u{202E}x",
        String(repeating: "9", count: 7_999), "1 " + String(repeating: "0", count: 7_000) + "5",
    ]

    @Test func forgedPayloadsFromAMemberAndAStrangerNeitherCrashNorReportAnything() async throws {
        // Given ada's app listening, bob, and a login that is not in the team
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
        let owner = try await fixture.ownerConnection()
        let stranger = TeamServer.uniqueHandle("stranger")
        try await TeamAttack.run("CREATE ROLE \(stranger) LOGIN PASSWORD '\(fixture.password)'", on: owner)
        try? await owner.close()
        let channel = PostgresTeamSchema.quoted(
            PostgresChangeLog.channel(schema: try #require(try PostgresURL(fixture.ownerURL).schema)))

        // When both send every payload
        for login in [fixture.bob, stranger] {
            let raw = try await fixture.connection(as: login)
            for payload in Self.payloads {
                let sent = await TeamAttack.outcome(
                    of: "NOTIFY \(channel), \(PostgresTeamSchema.literal(payload))", on: raw)
                #expect(sent.hasPrefix("ran"), "\(login): \(sent)")
            }
            try? await raw.close()
        }
        // And bob then really publishes
        let post = try await bob.posts.create(NewPost(authorID: bobID, title: "Really new", body: ""))

        // Then ada's app, still running, hears of that post, and of nothing else (how soon it does
        // is Scripts/bench's figure)
        await events.wait(for: "bob's post", within: .seconds(30)) {
            $0 == .postPublished(postID: post.id, authorID: bobID)
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(events.all == [.postPublished(postID: post.id, authorID: bobID)])
        #expect(try await ada.posts.post(id: post.id)?.post.title == "Really new")
        await ada.close()
        await bob.close()
    }
}
