import Foundation
import PostgresNIO
import Testing

@testable import FeedStorage
@testable import Infrastructure
@testable import InfrastructureTesting

/// Issue 42, item 4: a member watched `SELECT id, xmin, xmax FROM people` to see when each
/// person wrote: publishing locks the author's own row (`FOR UPDATE`, so her posts of an hour are
/// counted under one lock) and stamps its `xmax`, and an edit of a profile rewrites it. Members
/// now read people column by column (`TeamGrants.columnsOnly`): every column of the table, none
/// of the system columns, and every feature's reads still work.
@Suite(
    "Attack: what people's system columns tell a member", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct PeopleStampAttackTests {
    @Test func aMemberReadsEveryColumnOfPeopleButNoSystemColumn() async throws {
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.connection(as: fixture.bob)
        // Ada publishes while bob watches
        let ada = try await fixture.open(as: fixture.ada)
        let adaID = try #require(ada.identity.personID)
        _ = try await ada.posts.create(NewPost(authorID: adaID, title: "Watched", body: ""))
        await ada.close()
        var refused: [String] = []
        for column in ["xmin", "xmax", "ctid", "cmin", "cmax", "tableoid"] {
            let outcome = await TeamAttack.outcome(of: "SELECT id, \(column) FROM people", on: bob)
            if outcome.hasPrefix("refused (42501") { refused.append(column) }
        }
        let joined = await TeamAttack.outcome(
            of: "SELECT p.xmax FROM feed_posts_v1() f JOIN people p ON p.id = f.author_id", on: bob)
        // What the features read is there
        let everything = await TeamAttack.outcome(of: "SELECT * FROM people", on: bob)
        let byline = try await TeamAttack.text(
            """
            SELECT string_agg(a.handle, ' ' ORDER BY f.id) FROM feed_posts_v1() f
            JOIN people a ON a.id = f.author_id
            """, on: bob)
        let whole = await TeamAttack.outcome(of: "SELECT row_to_json(p) FROM people p", on: bob)
        try? await bob.close()
        #expect(refused == ["xmin", "xmax", "ctid", "cmin", "cmax", "tableoid"], "refused: \(refused)")
        #expect(joined.hasPrefix("refused (42501"), "\(joined)")
        #expect(everything == "ran (2 rows)", "\(everything)")
        #expect(whole == "ran (2 rows)", "\(whole)")
        #expect(byline == "\(fixture.ada) \(fixture.bob) \(fixture.ada)")
    }
}
