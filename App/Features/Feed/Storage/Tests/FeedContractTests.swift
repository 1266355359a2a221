import Foundation
import Testing

@testable import FeedStorage
@testable import Infrastructure
@testable import InfrastructureTesting

/// What the feed promises of what it publishes (`FeedContract`), whoever consumes it: on a team
/// database members may read `feed_posts_v1()` as themselves and cannot read the removals'
/// table, and a consumer's page read through the contract costs what a page of the feed's own
/// does: the function is inlined into the query and reads the feed's index.
@Suite(
    "The feed's published contract",
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct FeedContractTests {
    @Test func membersReadThePublishedPostsAndNeverTheRemovals() async throws {
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.connection(as: fixture.bob)
        let posts = await TeamAttack.outcome(of: "SELECT id, title, like_count FROM feed_posts_v1()", on: bob)
        let likes = await TeamAttack.outcome(of: "SELECT post_id, person_id FROM feed_likes_v1()", on: bob)
        let removals = await TeamAttack.outcome(of: "SELECT post_id FROM feed_post_removals_v1", on: bob)
        let writes = await TeamAttack.outcome(of: "INSERT INTO feed_post_removals_v1 VALUES (1)", on: bob)
        try? await bob.close()
        #expect(posts == "ran (2 rows)")
        #expect(likes.hasPrefix("ran ("), "\(likes)")
        #expect(removals.hasPrefix("refused (42501"), "\(removals)")
        #expect(writes.hasPrefix("refused (42501"), "\(writes)")
    }

    @Test func aPageReadThroughTheContractUsesTheFeedsIndexNotAScanOfEveryPost() async throws {
        // Given many posts, their statistics fresh
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let adaID = try await TeamAttack.personID(fixture.ada, on: owner)
        let stores = try await fixture.team.ownerStores()
        let posts = (0..<2_000).map {
            BulkPost(authorID: adaID + ($0 % 2), title: "Post \($0)", body: "", tags: [], createdAt: Date())
        }
        if case .postgres(let access) = stores.storage {
            try await access.transaction(limit: .none) { connection in
                try await FeedStorage.insert(posts, likes: [], in: connection, logger: access.logger)
            }
        }
        await stores.close()
        try await TeamAttack.run("ANALYZE posts", on: owner)
        try? await owner.close()
        // When bob's session plans a consumer's page of ada's posts, and a look-up by id
        let bob = try await fixture.connection(as: fixture.bob)
        let page = try await rowsAsText(
            bob,
            """
            EXPLAIN SELECT p.id, p.title, p.like_count FROM feed_posts_v1() p WHERE p.author_id = \(adaID)
            ORDER BY p.created_at DESC, p.id DESC LIMIT 20
            """)
        let one = try await rowsAsText(bob, "EXPLAIN SELECT p.title FROM feed_posts_v1() p WHERE p.id = 7")
        let liked = try await rowsAsText(
            bob, "EXPLAIN SELECT 1 FROM feed_likes_v1() l WHERE l.post_id = 7 AND l.person_id = \(adaID)")
        try? await bob.close()
        // Then no plan calls the function as a whole (it is inlined), and each reads an index
        #expect(!page.joined().contains("Function Scan"), "\(page)")
        #expect(page.joined().contains("posts_by_author_time"), "\(page)")
        #expect(!one.joined().contains("Function Scan"), "\(one)")
        #expect(one.joined().contains("posts_pkey"), "\(one)")
        #expect(!liked.joined().contains("Function Scan"), "\(liked)")
        #expect(liked.joined().contains("Index Only Scan using likes_"), "\(liked)")
    }
}
