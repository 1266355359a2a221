import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Members' drafts and preferences in the team database (platform step 7): kept through the web
/// login acting as the member, read back by any node, and each member's own: another member's
/// psql reads none of them and can write only their own.
@Suite(
    "Members' drafts and preferences kept in the team database", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamMemberKeepingTests {
    @Test func whatOneNodeKeepsForAMemberAnotherReadsAndNoTeammateDoes() async throws {
        try await GatewayWorld.withTwoNodes { world, other in
            let ada = try await world.gateway.signIn(
                handle: world.fixture.ada, password: world.fixture.password)
            let fields = ["title": "Half a title", "body": "ｶﾞｷﾞ 👍🏽 and a quote: ' \" \\"]
            try await world.gateway.keepDraft("post", fields: fields, as: ada)
            try await world.gateway.keepPreferences(Preferences(choices: ["compactFeed": true]), as: ada)
            // The other node reads them back, as the member
            let resumed = other.resumedLogin(role: ada.role, personID: try #require(ada.personID))
            let kept = try await other.kept(by: resumed)
            #expect(kept.drafts == ["post": fields])
            #expect(kept.preferences?.choices["compactFeed"] == true)
            // Bob, in psql as himself: none of Ada's rows, no direct writes, his own through the function
            let bob = try await world.fixture.connection(as: world.fixture.bob)
            let outcomes = try await TeamAttack.using(bob) { bob in
                [
                    await TeamAttack.outcome(of: "SELECT * FROM member_drafts", on: bob),
                    await TeamAttack.outcome(of: "SELECT * FROM member_preferences", on: bob),
                    await TeamAttack.outcome(
                        of: "UPDATE member_drafts SET fields = '{}' RETURNING person_id", on: bob),
                    await TeamAttack.outcome(
                        of: "INSERT INTO member_preferences VALUES (\(try #require(ada.personID)), '{}', 0)",
                        on: bob),
                    await TeamAttack.outcome(
                        of: "SELECT mosaic_keep_draft('post', '{\"body\":\"mine\"}')", on: bob),
                    await TeamAttack.outcome(of: "SELECT kind FROM member_drafts", on: bob),
                ]
            }
            #expect(outcomes[0] == "ran (0 rows)", "\(outcomes[0])")
            #expect(outcomes[1] == "ran (0 rows)", "\(outcomes[1])")
            #expect(outcomes[2].hasPrefix("refused (42501: permission denied"), "\(outcomes[2])")
            #expect(outcomes[3].hasPrefix("refused (42501: permission denied"), "\(outcomes[3])")
            #expect(outcomes[4] == "ran (1 rows)", "\(outcomes[4])")
            #expect(outcomes[5] == "ran (1 rows)", "\(outcomes[5])")
            // Ada's draft is untouched, and forgetting it (published) forgets it for every node
            #expect(try await other.kept(by: resumed).drafts == ["post": fields])
            try await other.keepDraft("post", fields: nil, as: resumed)
            #expect(try await world.gateway.kept(by: ada).drafts.isEmpty)
        }
    }

    @Test func aSessionsRowComesWithAVersionOfWhatItsMemberKeepsThatMovesWithEveryWrite() async throws {
        try await GatewayWorld.withTwoNodes { world, other in
            let ada = try await world.gateway.signIn(
                handle: world.fixture.ada, password: world.fixture.password)
            let token = SecureTokenForTests.make()
            try await world.gateway.recordWebSession(
                token: token, role: ada.role, personID: try #require(ada.personID),
                csrfToken: String(repeating: "2", count: 64), idleSeconds: 600, lifetimeSeconds: 600)
            let version = { try await other.webSession(token: token)?.keptVersion }
            // Read twice with nothing written: the same version, on any node
            let first = try #require(try await version())
            #expect(try await version() == first)
            #expect(try await world.gateway.webSession(token: token)?.keptVersion == first)
            // Each write of a draft or of the preferences moves it, whichever node wrote it
            try await world.gateway.keepDraft("post", fields: ["title": "ไทย"], as: ada)
            let drafted = try #require(try await version())
            #expect(drafted != first)
            try await world.gateway.keepDraft("post", fields: ["title": "ไทย"], as: ada)
            let again = try #require(try await version())
            #expect(again != drafted, "the same text written again is a write")
            try await world.gateway.keepPreferences(Preferences(choices: ["compactFeed": true]), as: ada)
            let chosen = try #require(try await version())
            #expect(chosen != again)
            try await world.gateway.keepDraft("post", fields: nil, as: ada)
            #expect(try await version() != chosen)
            // And it tells nothing of what was written: 32 hex digits whatever the drafts hold
            #expect(chosen.utf8.count == 32 && !chosen.contains("ไทย"))
        }
    }

    @Test func aMemberCannotFillTheDatabaseWithDrafts() async throws {
        let world = try await GatewayWorld.make()
        await world.gateway.close()
        let bob = try await world.fixture.connection(as: world.fixture.bob)
        let outcomes = try await TeamAttack.using(bob) { bob in
            [
                await TeamAttack.outcome(
                    of: "SELECT mosaic_keep_draft('k' || g, '{}') FROM generate_series(1, 60) g", on: bob),
                await TeamAttack.outcome(
                    of: "SELECT mosaic_keep_draft('big', repeat('x', 300000))", on: bob),
                await TeamAttack.outcome(of: "SELECT count(*) FROM member_drafts", on: bob),
            ]
        }
        #expect(outcomes[0].contains("at most 50 drafts"), "\(outcomes[0])")
        #expect(outcomes[1].hasPrefix("refused (23514"), "\(outcomes[1])")
        #expect(outcomes[2] == "ran (1 rows)")
    }

    /// Issue 42, item 3: a loop of rewrites (300 drafts of 256 KiB grew the database 26.6 MB in
    /// 0.8 s; profile edits had no limit at all) meets the day's rewritten bytes, which the owner
    /// sets (`member.rewrite_bytes_per_day`): here 1,000,000 bytes, so three such drafts are kept
    /// and the next are refused, saying the quota; and a loop of small profile edits ends too.
    @Test func aLoopOfRewritesStopsAtTheDaysBytes() async throws {
        let world = try await GatewayWorld.make()
        await world.gateway.close()
        _ = try await world.fixture.team.setQuota(PlatformQuotas.rewriteBytesPerDay, to: 1_000_000)
        let bob = try await world.fixture.connection(as: world.fixture.bob)
        let (drafts, edits) = try await TeamAttack.using(bob) { bob in
            var drafts: [String] = []
            for index in 1...5 {
                drafts.append(
                    await TeamAttack.outcome(
                        of: "SELECT mosaic_keep_draft('post', repeat('\(index)', 262000))", on: bob))
            }
            // What is left (213,220 bytes) is 816 edits of 5 + 256 bytes: the loop stops there.
            var edits: [String] = []
            for index in 1...1_000 {
                let outcome = await TeamAttack.outcome(
                    of: "SELECT display_name FROM mosaic_update_profile('Bob \(index % 10)', NULL)", on: bob)
                edits.append(outcome)
                if !outcome.hasPrefix("ran") { break }
            }
            return (drafts, edits)
        }
        #expect(drafts.prefix(3).allSatisfy { $0 == "ran (1 rows)" }, "\(drafts)")
        let refused = "refused (\(PlatformQuotas.quotaExceeded): you wrote 786780 bytes today"
        #expect(drafts.dropFirst(3).allSatisfy { $0.hasPrefix(refused) }, "\(drafts)")
        #expect(drafts[3].contains("(member.rewrite_bytes_per_day)"), "\(drafts[3])")
        #expect(edits.count == 817, "\(edits.count) edits, the last: \(edits.last ?? "")")
        #expect(edits.last?.hasPrefix("refused (\(PlatformQuotas.quotaExceeded): you wrote") == true)
    }
}
