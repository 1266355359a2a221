import Foundation
import PostgresNIO
import Testing

@testable import FeedStorage
@testable import Infrastructure
@testable import InfrastructureTesting

/// Likes on a team database (issue 27), attacked by a member with plain SQL: bob may like and
/// take back his own like, once, through the owner's function, and nothing else. He cannot like
/// as someone else, like twice, set a count, take away another person's like, nor hold anything
/// another member's like, edit or delete waits for.
@Suite(
    "Attack: likes", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct LikesAttackTests {
    /// What bob tries; `{a}` is ada's person id, `{b}` his, `{post}` ada's post, `{a_handle}`
    /// her login.
    static let attempts: [String] = [
        // a like as someone else, or a second one of his own
        "INSERT INTO likes (post_id, person_id, created_at) VALUES ({post}, {a}, 0) RETURNING post_id",
        "INSERT INTO likes (post_id, person_id, created_at) VALUES ({post}, {b}, 0) RETURNING post_id",
        "UPDATE likes SET person_id = {b} WHERE person_id = {a} RETURNING post_id",
        "UPDATE likes SET post_id = post_id + 1 RETURNING post_id",
        // another person's like taken away
        "DELETE FROM likes WHERE person_id = {a} RETURNING post_id",
        "TRUNCATE likes",
        // a count set by hand
        "UPDATE like_counts SET likes = 9999 RETURNING post_id",
        "INSERT INTO like_counts (post_id, likes) VALUES ({post}, 9999) RETURNING post_id",
        "DELETE FROM like_counts RETURNING post_id",
        "TRUNCATE like_counts",
        "SELECT nextval('like_counts_slot_seq')",
        // the owner's own functions, called by hand
        "SELECT mosaic_count_likes()",
        "SELECT mosaic_forget_likes()",
        // becoming ada for mosaic_set_like
        "SELECT set_config('role', '{a_handle}', false)",
        "SET SESSION AUTHORIZATION \"{a_handle}\"",
    ]

    @Test func bobCannotLikeAsAdaTwiceOrByHandNorTakeAwayHerLike() async throws {
        // Given ada liking her post, the rows as they are
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let adaID = try await TeamAttack.personID(fixture.ada, on: owner)
        let bobID = try await TeamAttack.personID(fixture.bob, on: owner)
        let postText = try await TeamAttack.text(
            "SELECT id::text FROM posts WHERE author_id = \(adaID)", on: owner)
        let post = try #require(postText.flatMap { Int64($0) })
        let ada = try await fixture.open(as: fixture.ada)
        try await ada.posts.setLiked(true, postID: post, actingAs: adaID)
        let likeRows = { () async throws -> [String] in
            try await rowsAsText(
                owner, "SELECT row_to_json(l)::text FROM likes l ORDER BY post_id, person_id")
        }
        let snapshot = { () async throws -> [String] in
            try await likeRows()
                + rowsAsText(owner, "SELECT row_to_json(c)::text FROM like_counts c ORDER BY post_id, slot")
        }
        let before = try await snapshot()
        let likesBefore = try await likeRows()
        // When bob tries every statement on his own connection
        let bob = try await fixture.connection(as: fixture.bob)
        var outcomes: [String] = []
        for template in Self.attempts {
            let sql = template.replacingOccurrences(of: "{a_handle}", with: fixture.ada)
                .replacingOccurrences(of: "{a}", with: String(adaID))
                .replacingOccurrences(of: "{b}", with: String(bobID))
                .replacingOccurrences(of: "{post}", with: String(post))
            outcomes.append("\(await TeamAttack.outcome(of: sql, on: bob)): \(sql)")
        }
        // Then each was refused for want of privilege, and nothing changed
        for line in outcomes {
            #expect(line.hasPrefix("refused (42501"), "\(line)")
        }
        #expect(try await snapshot() == before)
        // When he likes her post through the function, twice, and takes back "his" like twice
        let liked = [
            try await TeamAttack.text("SELECT mosaic_set_like(\(post), true)::text", on: bob),
            try await TeamAttack.text("SELECT mosaic_set_like(\(post), true)::text", on: bob),
        ]
        let likers = try await TeamAttack.text(
            "SELECT string_agg(person_id::text, ',' ORDER BY person_id) FROM likes WHERE post_id = \(post)",
            on: bob)
        let takenBack = [
            try await TeamAttack.text("SELECT mosaic_set_like(\(post), false)::text", on: bob),
            try await TeamAttack.text("SELECT mosaic_set_like(\(post), false)::text", on: bob),
        ]
        let missing = try await TeamAttack.text("SELECT mosaic_set_like(\(post + 1000), true)::text", on: bob)
        try? await bob.close()
        // Then his like counted once, as himself, and taking it back left ada's
        #expect(liked == ["2", "2"])
        #expect(likers == "\(min(adaID, bobID)),\(max(adaID, bobID))")
        #expect(takenBack == ["1", "1"])
        #expect(missing == nil)
        #expect(try await likeRows() == likesBefore)
        #expect(try await ada.posts.post(id: post, viewer: adaID)?.isLikedByViewer == true)
        #expect(try await ada.posts.post(id: post)?.post.likeCount == 1)
        // And the store refuses a like in someone else's name before it reaches the server
        await #expect(throws: StoreError.self) {
            try await ada.posts.setLiked(true, postID: post, actingAs: bobID)
        }
        await ada.close()
        try? await owner.close()
    }

    @Test func aLikeBobHoldsOpenStopsNobodysLikeEditOrDelete() async throws {
        // Given ada's posts, one she likes (so it has a count), and bob in a transaction he
        // leaves open, his backstops lifted, having liked every post and taken a like back
        let fixture = try await TeamFixture.make()
        let ada = try await fixture.open(as: fixture.ada)
        let adaID = try #require(ada.identity.personID)
        let liked = try await ada.posts.create(NewPost(authorID: adaID, title: "Liked by all", body: ""))
        try await ada.posts.setLiked(true, postID: liked.id, actingAs: adaID)
        let bob = try await fixture.connection(as: fixture.bob)
        try await TeamAttack.run("SET idle_in_transaction_session_timeout = 0", on: bob)
        try await TeamAttack.run("SET lock_timeout = 0", on: bob)
        try await TeamAttack.run("BEGIN", on: bob)
        try await TeamAttack.run("SELECT mosaic_set_like(id, true) FROM posts", on: bob)
        try await TeamAttack.run(
            "SELECT mosaic_set_like(id, false) FROM posts WHERE id = \(liked.id)", on: bob)
        try await TeamAttack.run(
            "SELECT mosaic_set_like(id, true) FROM posts WHERE id = \(liked.id)", on: bob)

        // When ada takes her like back, likes again, edits nothing but publishes, and deletes
        // the posts bob liked, meanwhile
        let done = await within(.seconds(4), "ada's likes and deletes while bob holds his likes open") {
            let unliked = try await ada.posts.setLiked(false, postID: liked.id, actingAs: adaID)
            let relike = try await ada.posts.setLiked(true, postID: liked.id, actingAs: adaID)
            let fresh = try await ada.posts.create(NewPost(authorID: adaID, title: "Still here", body: ""))
            try await ada.posts.setLiked(true, postID: fresh.id, actingAs: adaID)
            try await ada.posts.delete(postID: liked.id, actingAs: adaID)
            let own = try await ada.posts.posts(byAuthor: adaID, after: nil, limit: 10)
            for post in own.posts where post.post.id != fresh.id {
                try await ada.posts.delete(postID: post.post.id, actingAs: adaID)
            }
            return [unliked.likeCount, relike.likeCount]
        }

        // Then she never waited, and saw only what was committed
        switch done {
        case .success(let counts): #expect(counts == [0, 1])
        case .failure(let error): Issue.record("ada's work failed: \(error)")
        case nil: break
        }
        try? await TeamAttack.run("ROLLBACK", on: bob)
        try? await bob.close()
        #expect(
            try await ada.posts.posts(byAuthor: adaID, after: nil, limit: 10).posts.map(\.post.likeCount) == [
                1
            ])
        await ada.close()
    }

    @Test func everyFunctionRunWithTheOwnersRightsHasItsSearchPathPinned() async throws {
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let unpinned = try await rowsAsText(
            owner,
            """
            SELECT p.proname::text FROM pg_proc p
            WHERE p.pronamespace = to_regnamespace(current_schema()) AND p.prosecdef
                AND NOT COALESCE('search_path=pg_catalog, pg_temp' = ANY (p.proconfig), false)
            ORDER BY 1
            """)
        let likes = try await rowsAsText(
            owner,
            """
            SELECT p.proname::text FROM pg_proc p
            WHERE p.pronamespace = to_regnamespace(current_schema()) AND p.prosecdef
                AND p.proname IN ('mosaic_set_like', 'mosaic_count_likes', 'mosaic_forget_likes')
            ORDER BY 1
            """)
        try? await owner.close()
        #expect(unpinned == [])
        #expect(likes == ["mosaic_count_likes", "mosaic_forget_likes", "mosaic_set_like"])
    }
}
