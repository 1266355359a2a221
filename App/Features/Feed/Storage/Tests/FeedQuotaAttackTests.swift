import Foundation
import PostgresNIO
import Testing

@testable import FeedStorage
@testable import Infrastructure
@testable import InfrastructureTesting

/// The feed's quotas on a team database (issue 33, item 9), met by a member with plain SQL and
/// through the app: one member stored 2,000 posts in 5 seconds and 85 MB in 40 before. Each
/// quota is the owner's to change (`team quota`) and no member's.
@Suite(
    "Attack: feed quotas", .timeLimit(.minutes(3)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct FeedQuotaAttackTests {
    static func postCount(of handle: String, _ fixture: TeamFixture) async throws -> Int {
        let owner = try await fixture.ownerConnection()
        return try await TeamAttack.using(owner) { owner in
            let id = try await TeamAttack.personID(handle, on: owner)
            let text = try await TeamAttack.text(
                "SELECT count(*)::text FROM posts WHERE author_id = \(id)", on: owner)
            return Int(text ?? "") ?? -1
        }
    }

    @Test func aFloodOfPostsStopsAtTheHourlyQuotaAndStoresNoneOfTheStatement() async throws {
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.connection(as: fixture.bob)
        let outcome = try await TeamAttack.using(bob) { bob in
            await TeamAttack.outcome(
                of: """
                    SELECT count(p.id) FROM generate_series(1, 2000) g,
                        LATERAL mosaic_publish('flood ' || g, 'x', '[]', 'flood-' || g) p
                    """, on: bob)
        }
        #expect(outcome.hasPrefix("refused (\(PlatformQuotas.quotaExceeded):"), "\(outcome)")
        #expect(outcome.contains("the team allows 200 an hour (feed.posts_per_hour)"), "\(outcome)")
        // The statement is one transaction: none of its posts stayed.
        #expect(try await Self.postCount(of: fixture.bob, fixture) == 1)
    }

    @Test func theOwnersQuotaAppliesAtOnceThroughTheAppToOneMemberAlone() async throws {
        let fixture = try await TeamFixture.make()
        let changed = try await fixture.team.setQuota(FeedQuotas.postsPerHour, to: 3)
        #expect(changed.value == 3)
        let bob = try await fixture.open(as: fixture.bob)
        let bobID = try #require(bob.identity.personID)
        for number in 1...2 {
            _ = try await bob.posts.create(
                NewPost(authorID: bobID, title: "Post \(number)", body: "", tags: []))
        }
        // His fourth post within the hour: the sentence names the quota and the owner's number.
        await #expect(
            throws: StoreError.invalid(
                "the database refused it: you published 3 posts in the last hour and the team allows 3 "
                    + "an hour (feed.posts_per_hour); wait a while and publish again")
        ) {
            _ = try await bob.posts.create(NewPost(authorID: bobID, title: "One more", body: "", tags: []))
        }
        await bob.close()
        // Ada's own count is hers: bob at his quota holds her back in nothing.
        let ada = try await fixture.open(as: fixture.ada)
        let adaID = try #require(ada.identity.personID)
        _ = try await ada.posts.create(NewPost(authorID: adaID, title: "Still mine", body: "", tags: []))
        await ada.close()
    }

    @Test func aPostOfStackedMarksIsRefusedByItsBytesOnceTheOwnerLowersThem() async throws {
        let fixture = try await TeamFixture.make()
        // By default the most the character rules allow; this team writes in few bytes.
        #expect(try await fixture.team.quotas().first { $0.name == FeedQuotas.postBytes }?.value == 180_000)
        _ = try await fixture.team.setQuota(FeedQuotas.postBytes, to: 16_384)
        // 4,000 characters, each a CJK letter with nine combining marks: 84,000 bytes.
        let heavy = String(repeating: "漢" + String(repeating: "\u{301}", count: 9), count: 4_000)
        let bob = try await fixture.connection(as: fixture.bob)
        let outcome = try await TeamAttack.using(bob) { bob in
            await TeamAttack.outcome(
                of: "SELECT id FROM mosaic_publish('heavy', '\(heavy)', '[]', 'heavy-1')", on: bob)
        }
        #expect(
            outcome.contains("a post holds at most 16384 bytes (feed.post_bytes), and this one has 84007"),
            "\(outcome)")
        // An edit cannot grow a post past it either.
        let edit = try await fixture.connection(as: fixture.bob)
        let edited = try await TeamAttack.using(edit) { edit in
            await TeamAttack.outcome(
                of: "SELECT id FROM mosaic_edit_post((SELECT max(id) FROM posts), 'heavy', '\(heavy)', NULL)",
                on: edit)
        }
        #expect(edited.hasPrefix("refused (\(PlatformQuotas.quotaExceeded):"), "\(edited)")
        #expect(try await Self.postCount(of: fixture.bob, fixture) == 1)
    }

    @Test func aDaysBytesAndABatchsSizeAreCapped() async throws {
        let fixture = try await TeamFixture.make()
        _ = try await fixture.team.setQuota(FeedQuotas.bytesPerDay, to: 2_000)
        let bob = try await fixture.connection(as: fixture.bob)
        let (batch, volume) = try await TeamAttack.using(bob) { bob in
            let batch = await TeamAttack.outcome(
                of: """
                    SELECT mosaic_publish_many(array_fill('t'::text, ARRAY[101]), array_fill('b'::text, ARRAY[101]),
                        array_fill('[]'::text, ARRAY[101]))
                    """, on: bob)
            let body = String(repeating: "x", count: 1_200)
            _ = await TeamAttack.outcome(
                of: "SELECT id FROM mosaic_publish('one', '\(body)', '[]', 'v-1')", on: bob)
            let volume = await TeamAttack.outcome(
                of: "SELECT id FROM mosaic_publish('two', '\(body)', '[]', 'v-2')", on: bob)
            return (batch, volume)
        }
        #expect(
            batch.contains("a batch holds at most 100 posts (feed.batch_posts), and this one has 101"),
            "\(batch)")
        #expect(volume.contains("the team allows 2000 a day (feed.bytes_per_day)"), "\(volume)")
        #expect(try await Self.postCount(of: fixture.bob, fixture) == 2)
    }

    @Test func aMemberCannotChangeAQuotaNorCallTheCheckByHand() async throws {
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.connection(as: fixture.bob)
        let outcomes = try await TeamAttack.using(bob) { bob in
            var outcomes: [String] = []
            for sql in [
                "UPDATE team_quotas SET value = 1000000000 RETURNING name",
                "DELETE FROM team_quotas RETURNING name",
                "INSERT INTO team_quotas (name, value, about) VALUES ('feed.x', 1, 'x') RETURNING name",
                "TRUNCATE team_quotas",
                "SELECT mosaic_check_post_quota(1, 0, 0)",
            ] {
                outcomes.append(await TeamAttack.outcome(of: sql, on: bob))
            }
            // Reading them is everyone's: a form can say a limit before it is met.
            outcomes.append(
                await TeamAttack.outcome(
                    of: "SELECT value FROM team_quotas WHERE name = 'feed.posts_per_hour'", on: bob))
            return outcomes
        }
        #expect(outcomes.dropLast().allSatisfy { $0.hasPrefix("refused (42501") }, "\(outcomes)")
        #expect(outcomes.last == "ran (1 rows)")
        #expect(try await fixture.team.quotas().first { $0.name == FeedQuotas.postsPerHour }?.value == 200)
    }
}
