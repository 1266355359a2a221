import FeedStorage
import Foundation
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Classes 5 and 11 of issue 26: the database enforced none of the app's limits (a 300 KB body
/// written with SQL hung every reader) and took a member's dates as given (a post "from 9999"
/// sat on top of every feed). Now it enforces them itself, in the app's unit.
@Suite(
    "Attack: breaking the limits", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct LimitsAttackTests {
    /// Posts that break a limit, each as (title, body, tags) SQL expressions.
    static let breaking: [(title: String, body: String, tags: String)] = [
        ("'huge body'", "repeat('a', 300000)", "'[]'"),
        ("'long body'", "repeat('a', 4001)", "'[]'"),
        ("repeat('t', 121)", "''", "'[]'"),
        ("'   '", "''", "'[]'"),
        ("E'esc\\u001b[2J'", "''", "'[]'"),
        ("E'bidi\\u202Eevil'", "''", "'[]'"),
        ("'zalgo'", "'a' || repeat(E'\\u0301', 50000)", "'[]'"),
        ("'tags'", "''", "'[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\"]'"),
        ("'tag'", "''", "'[\"' || repeat('x', 31) || '\"]'"),
        ("'tag'", "''", "'[\"\"]'"),
        ("'tag'", "''", "'[1, 2]'"),
        ("'tag'", "''", "'not json'"),
        ("'tag'", "''", "E'[\"bell\\u0007\"]'"),
    ]

    @Test func aMemberCannotStoreAPostThatBreaksTheAppsLimitsByAnyMeans() async throws {
        // Given bob, with plain SQL
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let bobID = try await TeamAttack.personID(fixture.bob, on: owner)
        let bob = try await fixture.connection(as: fixture.bob)
        // When he stores each breaking post every way a member has had (a direct INSERT, the
        // owner's function), edits his own post into one, and sets a profile that breaks one
        var outcomes: [String] = []
        for post in Self.breaking {
            for sql in [
                """
                INSERT INTO posts (author_id, title, body, tags, created_at, updated_at)
                VALUES (\(bobID), \(post.title), \(post.body), \(post.tags), 1, 1)
                """,
                "SELECT mosaic_publish(\(post.title), \(post.body), \(post.tags), NULL)",
                "SELECT mosaic_edit_post(id, \(post.title), \(post.body), \(post.tags)) FROM posts WHERE author_id = \(bobID)",
            ] {
                outcomes.append("\(await TeamAttack.outcome(of: sql, on: bob)): \(sql.prefix(90))")
            }
        }
        for profile in [
            "repeat('n', 61), NULL", "'   ', NULL", "NULL, repeat('b', 161)", "E'x\\u0007', NULL",
        ] {
            let sql = "SELECT mosaic_update_profile(\(profile))"
            outcomes.append("\(await TeamAttack.outcome(of: sql, on: bob)): \(sql)")
        }
        try? await bob.close()
        // Then nothing was stored or changed: every attempt was refused
        for outcome in outcomes { #expect(outcome.hasPrefix("refused"), "\(outcome)") }
        let stored = try await TeamAttack.text(
            """
            SELECT count(*)::text FROM posts WHERE author_id = \(bobID) AND (char_length(body) > 4000
                OR char_length(title) > 120 OR title !~ '[^[:space:]]' OR tags <> '["x"]')
            """, on: owner)
        #expect(stored == "0")
        try? await owner.close()
    }

    @Test func aMembersPostIsDatedByTheServersClockWhateverTheySay() async throws {
        // Given bob, who tries to date a post in 9999 with SQL and with the app's own stores
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let bobID = try await TeamAttack.personID(fixture.bob, on: owner)
        let bob = try await fixture.connection(as: fixture.bob)
        let future = 253_402_300_799_000
        for sql in [
            "INSERT INTO posts (author_id, title, body, created_at, updated_at) VALUES (\(bobID), 'From 9999', '', \(future), \(future))",
            "UPDATE posts SET created_at = \(future) WHERE author_id = \(bobID)",
            "SELECT mosaic_publish('From now', '', '[]', NULL)",
        ] {
            _ = await TeamAttack.outcome(of: sql, on: bob)
        }
        try? await bob.close()
        let stores = try await fixture.open(as: fixture.bob)
        let year9999 = Date(timeIntervalSince1970: Double(future) / 1000)
        let made = try await stores.posts.create(
            NewPost(authorID: bobID, title: "Dated 9999", body: "", createdAt: year9999))
        await stores.close()
        // Then every post of his is dated within a minute of the server's now
        let latest = try await TeamAttack.text(
            """
            SELECT (max(greatest(created_at, updated_at))
                - (extract(epoch FROM now()) * 1000)::bigint)::text FROM posts WHERE author_id = \(bobID)
            """, on: owner)
        #expect((latest.flatMap { Int64($0) } ?? .max) < 60_000, "\(latest ?? "none")")
        #expect(made.createdAt < Date().addingTimeInterval(60))
        try? await owner.close()
    }

    @Test func whatTheAppAllowsTheDatabaseAllows() async throws {
        // Given the longest texts the app accepts, in scripts whose characters are many code
        // points (emoji families, flags, accents, conjuncts, jamo)
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.open(as: fixture.bob)
        let bobID = try #require(bob.identity.personID)
        let pieces = ["👨‍👩‍👧‍👦", "🇫🇷", "e\u{301}", "क्ष", "각", "👍🏽", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "ก\u{E33}", "1\u{FE0F}\u{20E3}"]
        for piece in pieces {
            let title = String(repeating: piece, count: 120)
            let body = String(repeating: piece, count: 4_000)
            #expect(title.count == 120 && body.count == 4_000, "\(piece.unicodeScalars.map(\.value))")
            // When bob publishes them through the app
            let outcome = await within(.seconds(10), "publishing \(piece)") {
                try await bob.posts.create(
                    NewPost(
                        authorID: bobID, title: title, body: body, tags: [String(repeating: piece, count: 30)]
                    ))
            }
            // Then the database took them
            if case .failure(let error) = outcome {
                Issue.record("\(piece.unicodeScalars.map(\.value)): \(error)")
            }
        }
        await bob.close()
    }

    /// The database's count of characters against Swift's on many scripts: never more (so it
    /// never refuses what the app allows), and the same for everything but rare sequences.
    @Test func theDatabaseCountsCharactersAsTheAppDoes() async throws {
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let common = [
            "plain ascii", "e\u{301}", "👨‍👩‍👧‍👦", "👍🏽", "🇫🇷🇩🇪", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "1\u{FE0F}\u{20E3}", "क्षत्रिय", "क्\u{200D}ष",
            "নমস্কার", "ภาษาไทยกำ", "한국어", "\u{1100}\u{1161}\u{11A8}", "ｶﾞｷﾞ", "עִבְרִית", "مَرْحَبًا", "漢字かな",
            "☺\u{FE0E}", "a\u{200D}", "Zalgo\u{301}\u{302}\u{303}",
        ]
        let rare = ["\u{1100}\u{1100}", "\u{600}a", "a\u{200D}b", "🇫"]
        var random = SplitMix(seed: 5)
        var samples = common.map { ($0, true) } + rare.map { ($0, false) }
        for _ in 0..<300 {
            let text = (0..<random.below(8)).map { _ in
                (common + rare)[random.below(common.count + rare.count)]
            }.joined()
            samples.append((text, false))
        }
        for (text, exact) in samples {
            let counted = try await TeamAttack.text(
                "SELECT mosaic_characters(\(PostgresTextRules.literal(text)))::text", on: owner)
            let database = try #require(counted.flatMap { Int($0) })
            #expect(database <= text.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            if exact {
                #expect(database == text.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        try? await owner.close()
    }
}
