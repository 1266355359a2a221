import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import SavedStorage

/// Saved posts on a team database over TLS, attacked by a member with plain SQL: bob may save
/// and unsave only as himself, through the owner's function, at most 1,000 posts, and read only
/// his own. He cannot read, change or delete ada's saved posts, save as her, flood the table,
/// hold anything her work waits for, or make her app believe a forged notification.
@Suite(
    "Attack: saved posts", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct SavedAttackTests {
    /// What bob tries; `{a}` is ada's person id, `{b}` his, `{post}` ada's post, `{a_handle}`
    /// her login.
    static let attempts: [String] = [
        // saving as someone else, or past the function
        "INSERT INTO saved_posts (person_id, post_id, saved_at) VALUES ({a}, {post}, 0) RETURNING post_id",
        "INSERT INTO saved_posts (person_id, post_id, saved_at) VALUES ({b}, {post}, 0) RETURNING post_id",
        // changing or deleting hers
        "UPDATE saved_posts SET person_id = {b} WHERE person_id = {a} RETURNING post_id",
        "UPDATE saved_posts SET saved_at = 0 RETURNING post_id",
        "DELETE FROM saved_posts WHERE person_id = {a} RETURNING post_id",
        "TRUNCATE saved_posts",
        "DO $$ BEGIN LOCK TABLE saved_posts IN ACCESS EXCLUSIVE MODE; END $$",
        "SELECT post_id FROM saved_posts WHERE person_id = {a} FOR UPDATE",
        // the owner's trigger function, called by hand
        "SELECT mosaic_forget_removed_saved_posts()",
        // becoming ada for mosaic_set_saved
        "SELECT set_config('role', '{a_handle}', false)",
        "SET SESSION AUTHORIZATION \"{a_handle}\"",
    ]

    @Test func bobCannotReadChangeOrDeleteAdasSavedPostsNorSaveAsHer() async throws {
        // Given ada having saved her post
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let adaID = try await TeamAttack.personID(fixture.ada, on: owner)
        let bobID = try await TeamAttack.personID(fixture.bob, on: owner)
        let post = try #require(
            try await TeamAttack.text(
                "SELECT id::text FROM feed_posts_v1() WHERE author_id = \(adaID)", on: owner
            )
            .flatMap { Int64($0) })
        let ada = try await fixture.open(as: fixture.ada)
        try await ada.saved.setSaved(true, postID: post, person: adaID)
        let snapshot = { () async throws -> [String] in
            try await rowsAsText(
                owner, "SELECT row_to_json(s)::text FROM saved_posts s ORDER BY person_id, post_id")
        }
        let before = try await snapshot()
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
        // And he reads none of hers, nor their announcements
        let seen = try await TeamAttack.text("SELECT count(*)::text FROM saved_posts", on: bob)
        let announced = try await TeamAttack.text(
            "SELECT count(*)::text FROM change_log WHERE kind LIKE 'post_%saved'", on: bob)
        #expect(seen == "0")
        #expect(announced == "0")
        // When he unsaves "her" save through the function, and saves the post himself
        let unsaved = try await TeamAttack.text("SELECT mosaic_set_saved(\(post), false)::text", on: bob)
        let savedTwice = [
            try await TeamAttack.text("SELECT mosaic_set_saved(\(post), true)::text", on: bob),
            try await TeamAttack.text("SELECT mosaic_set_saved(\(post), true)::text", on: bob),
        ]
        let missing = try await TeamAttack.text(
            "SELECT mosaic_set_saved(\(post + 1000), true)::text", on: bob)
        let nulls = await TeamAttack.outcome(of: "SELECT mosaic_set_saved(NULL, true)", on: bob)
        try? await bob.close()
        // Then his unsave touched nothing of hers, his save is his own, once
        #expect(unsaved == "false")
        #expect(savedTwice == ["true", "false"])
        #expect(missing == nil)
        #expect(nulls == "ran (1 rows)")
        #expect(try await ada.saved.savedPosts(of: adaID, after: nil, limit: 10).map(\.postID) == [post])
        #expect(
            try await rowsAsText(owner, "SELECT person_id::text FROM saved_posts ORDER BY person_id")
                == [adaID, bobID].sorted().map(String.init))
        // And the store refuses another's list, or a save in another's name, before the server
        await #expect(throws: StoreError.self) {
            try await ada.saved.setSaved(true, postID: post, person: bobID)
        }
        await #expect(throws: StoreError.self) {
            _ = try await ada.saved.savedPosts(of: bobID, after: nil, limit: 10)
        }
        await ada.close()
        try? await owner.close()
    }

    @Test func aFloodOfSavesStopsAtAThousandPerMember() async throws {
        // Given 1,001 posts
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let adaID = try await TeamAttack.personID(fixture.ada, on: owner)
        let bobID = try await TeamAttack.personID(fixture.bob, on: owner)
        let asOwner = try await fixture.team.ownerStores()
        _ = try await asOwner.publishMany(1001, by: adaID)
        await asOwner.close()
        // When bob saves every post there is in one statement, then one by one
        let bob = try await fixture.connection(as: fixture.bob)
        let all = await TeamAttack.outcome(
            of: "SELECT mosaic_set_saved(id, true) FROM feed_posts_v1()", on: bob)
        let thousand = await TeamAttack.outcome(
            of: "SELECT mosaic_set_saved(id, true) FROM feed_posts_v1() ORDER BY id LIMIT 1000", on: bob)
        let more = await TeamAttack.outcome(
            of: "SELECT mosaic_set_saved(id, true) FROM feed_posts_v1() ORDER BY id DESC LIMIT 1", on: bob)
        try? await bob.close()
        // Then the database refused past the thousandth, naming its rule, and kept 1,000
        #expect(all.hasPrefix("refused (23514"), "\(all)")
        #expect(thousand == "ran (1000 rows)")
        #expect(more.hasPrefix("refused (23514: at most 1000 saved posts per person"), "\(more)")
        #expect(
            try await TeamAttack.text(
                "SELECT count(*)::text FROM saved_posts WHERE person_id = \(bobID)", on: owner)
                == "1000")
        // And the store says so in its own words
        let stores = try await fixture.open(as: fixture.bob)
        let last = try #require(
            try await TeamAttack.text("SELECT max(id)::text FROM feed_posts_v1()", on: owner).flatMap {
                Int64($0)
            })
        await #expect(throws: SavedStoreError.limitReached(1_000)) {
            try await stores.saved.setSaved(true, postID: last, person: bobID)
        }
        await stores.close()
        try? await owner.close()
    }

    @Test func aSaveBobHoldsOpenStopsNobodysDeleteOrSave() async throws {
        // Given ada's post, and bob in a transaction he leaves open, his backstops lifted,
        // having saved every post
        let fixture = try await TeamFixture.make()
        let ada = try await fixture.open(as: fixture.ada)
        let adaID = try #require(ada.identity.personID)
        let held = try await ada.publish("Saved by bob, held", by: adaID)
        let bob = try await fixture.connection(as: fixture.bob)
        try await TeamAttack.run("SET idle_in_transaction_session_timeout = 0", on: bob)
        try await TeamAttack.run("SET lock_timeout = 0", on: bob)
        try await TeamAttack.run("BEGIN", on: bob)
        try await TeamAttack.run("SELECT mosaic_set_saved(id, true) FROM feed_posts_v1()", on: bob)

        // When ada saves, unsaves and deletes the posts bob saved, meanwhile
        let done = await within(.seconds(4), "ada's saves and deletes while bob holds his saves open") {
            try await ada.saved.setSaved(true, postID: held, person: adaID)
            try await ada.saved.setSaved(false, postID: held, person: adaID)
            try await ada.saved.setSaved(true, postID: held, person: adaID)
            try await ada.deletePost(held, by: adaID)
            return try await ada.saved.savedPosts(of: adaID, after: nil, limit: 10).map(\.postID)
        }

        // Then she never waited, and the post left her list
        switch done {
        case .success(let list): #expect(!list.contains(held))
        case .failure(let error): Issue.record("ada's work failed: \(error)")
        case nil: break
        }
        // And bob's save, committed after the delete, names a post no list shows
        try await TeamAttack.run("COMMIT", on: bob)
        try? await bob.close()
        let bobStores = try await fixture.open(as: fixture.bob)
        let bobID = try #require(bobStores.identity.personID)
        #expect(
            try await !bobStores.saved.savedPosts(of: bobID, after: nil, limit: 10).map(\.postID).contains(
                held))
        // (he saved the fixture's two posts too)
        #expect(try await bobStores.saved.count(of: bobID) == 2)
        await bobStores.close()
        await ada.close()
    }

    @Test func aNotificationBobForgesGivesAdaNothingAndHerOwnSavesStillArrive() async throws {
        // Given ada's app listening
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let schema = try #require(try await TeamAttack.text("SELECT current_schema()::text", on: owner))
        let ada = try await fixture.open(as: fixture.ada)
        let adaID = try #require(ada.identity.personID)
        let post = try await ada.publish("Mine to save", by: adaID)
        let recorder = EventRecorder(ada.changes)
        // Her app listens once her first save reaches it (not after a guessed 200 ms)
        let warming = try await ada.publish("Saved to warm up", by: adaID)
        try await ada.saved.setSaved(true, postID: warming, person: adaID)
        await recorder.wait(for: "ada's first save, her app listening", within: .seconds(30)) {
            if case .changed(let change) = $0 {
                return StoredSavedChange(change) == .saved(postID: warming, person: adaID)
            }
            return false
        }
        recorder.clear()
        // When bob forges notifications on her schema's channel, and saves a post himself
        let bob = try await fixture.connection(as: fixture.bob)
        let channel = "mosaic_" + schema
        for payload in [
            "", "x", "1 99999999999", "-5 3", "9223372036854775807 1", String(repeating: "9", count: 7000),
        ] {
            _ = await TeamAttack.outcome(of: "SELECT pg_notify('\(channel)', '\(payload)')", on: bob)
        }
        _ = await TeamAttack.outcome(of: "SELECT mosaic_set_saved(\(post), true)", on: bob)
        try? await bob.close()
        // Then her app keeps working: her own save arrives (how soon is Scripts/bench's figure)
        let start = ContinuousClock.now
        try await ada.saved.setSaved(true, postID: post, person: adaID)
        await recorder.wait(for: "ada's save", within: .seconds(30)) {
            if case .changed(let change) = $0 {
                return StoredSavedChange(change) == .saved(postID: post, person: adaID)
            }
            return false
        }
        print("saved-posts live delay on the TLS team server: \(ContinuousClock.now - start)")
        // And nothing of bob's private save reached her
        try await Task.sleep(for: .milliseconds(300))
        let bobs = recorder.all.filter {
            if case .changed(let change) = $0, let saved = StoredSavedChange(change) {
                if case .saved(_, let person) = saved { return person != adaID }
            }
            return false
        }
        #expect(bobs.isEmpty, "\(bobs)")
        await ada.close()
        try? await owner.close()
    }

    @Test func everyFunctionOfSavedPostsRunsWithItsSearchPathPinned() async throws {
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let pinned = try await rowsAsText(
            owner,
            """
            SELECT p.proname::text FROM pg_proc p
            WHERE p.pronamespace = to_regnamespace(current_schema()) AND p.prosecdef
                AND 'search_path=pg_catalog, pg_temp' = ANY (p.proconfig)
                AND p.proname IN ('mosaic_set_saved', 'mosaic_forget_removed_saved_posts')
            ORDER BY 1
            """)
        let security = try await rowsAsText(
            owner,
            """
            SELECT c.relname::text || ':' || c.relrowsecurity::text FROM pg_class c
            WHERE c.relnamespace = to_regnamespace(current_schema()) AND c.relname = 'saved_posts'
            """)
        try? await owner.close()
        #expect(pinned == ["mosaic_forget_removed_saved_posts", "mosaic_set_saved"])
        #expect(security == ["saved_posts:true"])
    }
}
