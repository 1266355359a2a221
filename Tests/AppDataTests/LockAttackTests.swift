import FeedStorage
import Foundation
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Classes 4 and 9 of issue 26: a member held a lock that froze everyone's reads
/// (`LOCK TABLE posts IN ACCESS EXCLUSIVE MODE`, allowed by a table-level DELETE grant), or the
/// setup's advisory lock, which made `team init` hang without a word.
@Suite(
    "Attack: holding locks", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct LockAttackTests {
    /// Every lock a member could try to hold on the tables others read and write.
    static func attempts(bobID: Int64) -> [String] {
        let modes = [
            "ACCESS EXCLUSIVE", "EXCLUSIVE", "SHARE ROW EXCLUSIVE", "SHARE", "SHARE UPDATE EXCLUSIVE",
            "ROW EXCLUSIVE", "ROW SHARE",
        ]
        let tables = ["posts", "people", "post_tags", "change_log", "flags", "meta", "likes", "like_counts"]
        return tables.flatMap { table in modes.map { "LOCK TABLE \(table) IN \($0) MODE" } } + [
            "SELECT id FROM posts FOR UPDATE", "SELECT id FROM posts FOR SHARE",
            "SELECT id FROM people FOR UPDATE",
            "SELECT id FROM people FOR KEY SHARE", "SELECT seq FROM change_log FOR UPDATE",
            // His own rows, locked by writes he may make (the old grants, the new functions)
            "UPDATE posts SET title = title WHERE author_id = \(bobID)",
            "SELECT mosaic_edit_post(id, title, body, tags) FROM posts WHERE author_id = \(bobID)",
            "SELECT mosaic_update_profile(NULL, 'holding')",
            // Likes he may give, which hold nothing anyone else writes (`PostgresLikes`)
            "SELECT mosaic_set_like(id, true) FROM posts", "SELECT post_id FROM likes FOR UPDATE",
            "SELECT post_id FROM like_counts FOR UPDATE",
        ]
    }

    @Test func noLockAMemberCanHoldStopsAnotherMembersReadsOrWrites() async throws {
        // Given bob in a transaction he leaves open, his backstops lifted, holding every lock
        // the server lets him take (each tried under a savepoint, so one refusal ends none)
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let bobID = try await TeamAttack.personID(fixture.bob, on: owner)
        try? await owner.close()
        let bob = try await fixture.connection(as: fixture.bob)
        try await TeamAttack.run("SET idle_in_transaction_session_timeout = 0", on: bob)
        try await TeamAttack.run("SET lock_timeout = 0", on: bob)
        try await TeamAttack.run("BEGIN", on: bob)
        var outcomes: [String] = []
        for (index, sql) in Self.attempts(bobID: bobID).enumerated() {
            try await TeamAttack.run("SAVEPOINT s\(index)", on: bob)
            let outcome = await TeamAttack.outcome(of: sql, on: bob)
            if !outcome.hasPrefix("ran") {
                try await TeamAttack.run("ROLLBACK TO SAVEPOINT s\(index)", on: bob)
            }
            outcomes.append("\(outcome): \(sql)")
        }

        // When ada reads and writes meanwhile
        let ada = try await fixture.open(as: fixture.ada)
        let adaID = try #require(ada.identity.personID)
        let done = await within(.seconds(4), "ada's reads and writes while bob holds his locks") {
            _ = try await ada.posts.feed(after: nil, limit: 20)
            _ = try await ada.people.allPeople()
            let post = try await ada.posts.create(NewPost(authorID: adaID, title: "Still here", body: ""))
            _ = try await ada.bios.updateBio(personID: adaID, bio: "unbothered", actingAs: adaID)
            for liked in try await ada.posts.feed(after: nil, limit: 20).posts {
                try await ada.posts.setLiked(true, postID: liked.post.id, actingAs: adaID)
            }
            _ = try await ada.posts.delete(postID: post.id, actingAs: adaID)
            _ = try await ada.posts.posts(taggedWith: "x", after: nil, limit: 20)
        }

        // Then every lock stronger than a reader's was refused, and ada never waited
        for outcome in outcomes where outcome.contains("LOCK TABLE") || outcome.contains(" FOR ") {
            #expect(outcome.hasPrefix("refused (42501"), "\(outcome)")
        }
        if case .failure(let error) = done { Issue.record("ada's work failed: \(error)") }
        try? await TeamAttack.run("ROLLBACK", on: bob)
        try? await bob.close()
        await ada.close()
    }

    @Test func eachMembersLoginEndsAnIdleTransactionAndALongLockWaitByItself() async throws {
        // The backstops (a member may lift them for their own session; the grants above are
        // what holds): a transaction left idle ends after 5 s.
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let settings = try await TeamAttack.text(
            "SELECT array_to_string(rolconfig, ',') FROM pg_roles WHERE rolname = '\(fixture.bob)'", on: owner
        )
        let limit = try await TeamAttack.text(
            "SELECT rolconnlimit::text FROM pg_roles WHERE rolname = '\(fixture.bob)'", on: owner)
        try? await owner.close()
        #expect(settings?.contains("idle_in_transaction_session_timeout=5s") == true, "\(settings ?? "none")")
        #expect(settings?.contains("lock_timeout=5s") == true)
        // A statement of a member's psql that reads for minutes held its snapshot (and vacuum
        // for everyone) as long (issue 42, item 3).
        #expect(settings?.contains("statement_timeout=1min") == true, "\(settings ?? "none")")
        #expect(limit == String(TeamDatabase.defaultConnections))
    }

    @Test func teamInitWaitsAtMostItsLimitForAHeldSetupLockAndNamesWhoHoldsIt() async throws {
        // Given bob holding the setup's advisory lock in a session of his own
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.connection(as: fixture.bob)
        let schema = try #require(try PostgresURL(fixture.ownerURL).schema)
        try await TeamAttack.run(
            "SELECT pg_advisory_lock(\(TeamSetupLock.key), hashtext('\(schema)'))", on: bob)
        // When the owner runs team init (with a 2 s limit here; 30 s in the app)
        let told = PromptLog()
        let started = ContinuousClock.now
        let outcome = await within(.seconds(20), "team init with the setup lock held") {
            try await fixture.team.initialize(setupLimit: .seconds(2)) { told.record($0) }
        }
        let waited = ContinuousClock.now - started
        // Then it said at once whom it waited for, gave up at its limit, and named bob
        #expect(told.prompts.count == 1)
        #expect(told.prompts.first?.contains("login \(fixture.bob)") == true, "\(told.prompts)")
        guard case .failure(let error) = outcome else {
            Issue.record("team init did not stop at its limit: \(String(describing: outcome))")
            return
        }
        #expect("\(error)".contains("login \(fixture.bob)"), "\(error)")
        #expect(waited < .seconds(10))
        #expect(TeamSetupLock(logger: TeamAttack.logger, onWait: { _ in }).limit == .seconds(30))
        // And once bob lets go, it works
        try await TeamAttack.run("SELECT pg_advisory_unlock_all()", on: bob)
        try? await bob.close()
        _ = try await fixture.team.initialize()
    }

    @Test func teamInitGivesWayToAMembersOpenTransactionWithoutFreezingOthers() async throws {
        // Given bob reading in a transaction he leaves open (his backstop lifted)
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.connection(as: fixture.bob)
        try await TeamAttack.run("SET idle_in_transaction_session_timeout = 0", on: bob)
        try await TeamAttack.run("BEGIN", on: bob)
        try await TeamAttack.run("SELECT count(*) FROM posts", on: bob)
        // When the owner runs team init, and ada reads meanwhile
        let ada = try await fixture.open(as: fixture.ada)
        async let setUp = within(.seconds(20), "team init beside an open transaction") {
            try await fixture.team.initialize(setupLimit: .seconds(4))
        }
        try await Task.sleep(for: .milliseconds(200))
        let read = await within(.seconds(3), "ada's read while team init runs") {
            try await ada.posts.feed(after: nil, limit: 20)
        }
        // Then ada's read is not held behind the setup, and the setup ends within its limit
        if case .failure(let error) = read { Issue.record("ada's read failed: \(error)") }
        _ = await setUp
        try? await TeamAttack.run("ROLLBACK", on: bob)
        try? await bob.close()
        await ada.close()
    }
}
