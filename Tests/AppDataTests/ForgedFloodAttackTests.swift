import FeedStorage
import Foundation
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Issue 33, item 8, live: with a change log of 9,000 rows, as a busy team has (it keeps about
/// 10,000), Mallory floods the change channel with 100,000 forged notifications in one
/// statement, each naming a range of 999 ids: over the rows already there, and far beyond the
/// newest. A notification is only a wake-up, so the listener reads the log once per wake-up for
/// what is new (reading each forged range, 999 rows a time, held a real post back 37 s), and
/// bob's real post still reaches ada's app within two seconds.
@Suite(
    "Attack: a flood of forged notifications", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct ForgedFloodAttackTests {
    @Test func aRealPostArrivesSoonAfter100000ForgedNotifications() async throws {
        let fixture = try await TeamFixture.make()
        let ada = try await fixture.open(as: fixture.ada)
        let bob = try await fixture.open(as: fixture.bob)
        let bobID = try #require(bob.identity.personID)
        let events = EventRecorder(ada.changes)
        let schema = try #require(try PostgresURL(fixture.ownerURL).schema)
        let owner = try await fixture.ownerConnection()
        try await TeamAttack.run(
            "INSERT INTO \(PostgresTeamSchema.quoted(schema)).change_log (kind, at) "
                + "SELECT 'filler', 0 FROM generate_series(1, 9000)", on: owner)
        try? await owner.close()
        try await bob.bios.updateBio(personID: bobID, bio: "warming up", actingAs: bobID)
        await events.wait(for: "bob's first change", within: .seconds(10)) {
            $0 == .personChanged(personID: bobID)
        }
        events.clear()
        let channel = PostgresChangeLog.channel(schema: schema)

        // Bob, as himself in psql: 9,000 ranges over the rows there (each distinct: PostgreSQL
        // sends a repeated payload once) and 91,000 far beyond the newest, each of the largest
        // size a payload may name.
        let mallory = try await fixture.connection(as: fixture.bob)
        let flood = """
            SELECT count(pg_notify(\(PostgresTeamSchema.literal(channel)),
                CASE WHEN g <= 9000 THEN g::text || ' ' || (g + 998)::text
                     ELSE (g * 1000)::text || ' ' || (g * 1000 + 998)::text END))
            FROM generate_series(1, 100000) g
            """
        let sent = await TeamAttack.outcome(of: flood, on: mallory)
        #expect(sent.hasPrefix("ran"), "\(sent)")
        try? await mallory.close()

        let started = ContinuousClock.now
        let post = try await bob.posts.create(NewPost(authorID: bobID, title: "Really new", body: ""))
        await events.wait(for: "bob's post after the flood", within: .seconds(30)) {
            $0 == .postPublished(postID: post.id, authorID: bobID)
        }
        let took = ContinuousClock.now - started
        // How soon is Scripts/bench's figure (target 2 s; 1.4-1.6 s there): a limit of a few
        // seconds here is a guess of the machine's speed. Reading each forged range took more than 30 s,
        // which the wait's limit above still fails.
        print("forged flood: bob's post reached ada after \(took)")
        try await Task.sleep(for: .milliseconds(300))
        // (the filler rows are real rows of the log, a kind no feature knows: each feature's
        // adapter ignores them; only a forged range could add more)
        let reported = events.all.filter { event in
            if case .changed(let change) = event { return change.kind != "filler" }
            return true
        }
        #expect(reported == [.postPublished(postID: post.id, authorID: bobID)], "nothing forged was reported")
        await ada.close()
        await bob.close()
    }
}
