import FeedStorage
import Foundation
import Logging
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Member B, with plain SQL over their own login (no Mosaic store in between), tries to change
/// member A's rows and the owner's tables in every way a client could. Each attempt must be
/// refused by the server or change nothing, and A's rows must read the same, byte for byte.
@Suite(
    "Row-level security on a team database", .serialized, .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamRowSecurityTests {
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    /// The statements B tries; `{a}` is A's person id, `{b}` B's, `{a_handle}` A's handle.
    static let attempts: [String] = [
        // posts
        "UPDATE posts SET title = 'hijacked', body = 'hijacked' WHERE author_id = {a} RETURNING id",
        "UPDATE like_counts SET likes = 9999 WHERE post_id IN (SELECT id FROM posts WHERE author_id = {a}) RETURNING post_id",
        "INSERT INTO like_counts (post_id, likes) SELECT id, 9999 FROM posts WHERE author_id = {b} RETURNING post_id",
        "UPDATE posts SET author_id = {a} WHERE author_id = {b} RETURNING id",
        "UPDATE posts SET created_at = 0 WHERE author_id = {a} RETURNING id",
        "DELETE FROM posts WHERE author_id = {a} RETURNING id",
        """
        INSERT INTO posts (author_id, title, body, created_at, updated_at)
        VALUES ({a}, 'in your name', '', 1, 1) RETURNING id
        """,
        "INSERT INTO likes (post_id, person_id, created_at) SELECT id, {a}, 1 FROM posts RETURNING post_id",
        "INSERT INTO posts (id, author_id, title, body, created_at, updated_at) VALUES (1, {b}, 'x', '', 1, 1) RETURNING id",
        "TRUNCATE posts",
        "ALTER TABLE posts DISABLE ROW LEVEL SECURITY",
        // the tag index (kept by the owner's trigger)
        "INSERT INTO post_tags (tag, created_at, post_id) SELECT 'spam', 1, id FROM posts WHERE author_id = {a} RETURNING post_id",
        "DELETE FROM post_tags WHERE post_id IN (SELECT id FROM posts WHERE author_id = {a}) RETURNING post_id",
        "UPDATE post_tags SET tag = 'spam' RETURNING post_id",
        // people
        "UPDATE people SET bio = 'hijacked' WHERE id = {a} RETURNING id",
        "UPDATE people SET display_name = 'Not Ada' WHERE id = {a} RETURNING id",
        "UPDATE people SET login = current_user WHERE id = {a} RETURNING id",
        "UPDATE people SET login = '{a_handle}' WHERE id = {b} RETURNING id",
        "UPDATE people SET handle = 'someone_else' WHERE id = {b} RETURNING id",
        "DELETE FROM people WHERE id = {a} RETURNING id",
        "INSERT INTO people (handle, display_name, bio, created_at, login) VALUES ('fake', 'Fake', '', 1, 'fake') RETURNING id",
        "TRUNCATE people CASCADE",
        // flags (the owner's)
        "INSERT INTO flags (name, enabled) VALUES ('feed.like_counts', false) RETURNING name",
        "UPDATE flags SET enabled = NOT enabled RETURNING name",
        "DELETE FROM flags RETURNING name",
        // meta and the migrations table (the owner's)
        "INSERT INTO meta (key, value) VALUES ('members_role', 'x') RETURNING key",
        "UPDATE meta SET value = 'x' RETURNING key",
        "DELETE FROM meta RETURNING key",
        "INSERT INTO mosaic_feature_migrations (feature, version, summary, applied_at) VALUES ('feed', 99, '', 0) RETURNING version",
        "DELETE FROM mosaic_feature_migrations RETURNING version",
        "INSERT INTO departed_logins (login, left_at) VALUES ('{a_handle}', 0) RETURNING login",
        // the change log (written only by the owner's triggers) and publish keys
        "INSERT INTO change_log (kind, subject, author, at) VALUES ('post_deleted', 1, {a}, 0) RETURNING seq",
        "UPDATE change_log SET kind = 'post_deleted' RETURNING seq",
        "DELETE FROM change_log RETURNING seq",
        "UPDATE posts SET publish_key = 'taken' WHERE author_id = {b} RETURNING id",
        // becoming someone else
        "SET ROLE \"{a_handle}\"",
        "ALTER ROLE \"{a_handle}\" PASSWORD 'taken over'",
        "ALTER ROLE \"{a_handle}\" NOLOGIN",
        "DROP ROLE \"{a_handle}\"",
        "CREATE ROLE intruder LOGIN SUPERUSER",
    ]

    @Test func memberBChangesNothingOfMemberAsRowsNorTheOwnersTables() async throws {
        // Given a team with a flag set by the owner, and A's rows as they are
        let fixture = try await TeamFixture.make()
        try await fixture.team.setFlag("feed.like_counts", to: true)
        let owner = try await fixture.ownerConnection()
        let ids = try await personIDs(owner, fixture)
        let snapshot = { () async throws -> [String] in
            try await rowsAsText(owner, "SELECT row_to_json(p)::text FROM people p WHERE id = \(ids.a)")
                + rowsAsText(
                    owner, "SELECT row_to_json(p)::text FROM posts p WHERE author_id = \(ids.a) ORDER BY id")
                + rowsAsText(
                    owner,
                    "SELECT row_to_json(t)::text FROM post_tags t JOIN posts p ON p.id = t.post_id WHERE p.author_id = \(ids.a) ORDER BY t.tag"
                )
                + rowsAsText(owner, "SELECT row_to_json(f)::text FROM flags f ORDER BY name")
                + rowsAsText(owner, "SELECT row_to_json(c)::text FROM change_log c ORDER BY seq")
                + rowsAsText(owner, "SELECT row_to_json(m)::text FROM meta m ORDER BY key")
                + rowsAsText(
                    owner,
                    "SELECT row_to_json(m)::text FROM mosaic_feature_migrations m ORDER BY feature, version")
                + rowsAsText(
                    owner,
                    "SELECT rolname || ':' || rolcanlogin || ':' || COALESCE(rolpassword, '') FROM pg_authid WHERE rolname = '\(fixture.ada)'"
                )
        }
        let before = try await snapshot()
        #expect(before.count >= 5)
        // When B tries every statement on their own connection
        let bob = try await fixture.connection(as: fixture.bob)
        var outcomes: [String] = []
        for template in Self.attempts {
            let sql = template.replacingOccurrences(of: "{a_handle}", with: fixture.ada)
                .replacingOccurrences(of: "{a}", with: String(ids.a))
                .replacingOccurrences(of: "{b}", with: String(ids.b))
            outcomes.append("\(try await outcome(of: sql, on: bob)): \(sql)")
        }
        try? await bob.close()
        // Then each was refused for want of privilege (42501, not a typo's syntax error) or
        // touched no row, and A's rows are byte-for-byte the same
        for line in outcomes {
            #expect(line.hasPrefix("refused (42501") || line.hasPrefix("no rows"), "\(line)")
        }
        #expect(try await snapshot() == before)
        try? await owner.close()
    }

    @Test func memberBCanStillWriteTheirOwnRowsThroughTheOwnersFunctions() async throws {
        // Given (so the refusals above are the rules, not a broken login)
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let ids = try await personIDs(owner, fixture)
        try? await owner.close()
        let bob = try await fixture.connection(as: fixture.bob)
        // When
        let updated = try await rows(of: "SELECT id FROM mosaic_update_profile(NULL, 'my own')", on: bob)
        let inserted = try await rows(of: "SELECT id FROM mosaic_publish('mine', '', '[]', NULL)", on: bob)
        let edited = try await rows(
            of: "SELECT e.id FROM posts p, mosaic_edit_post(p.id, 'edited', 'body', NULL) e "
                + "WHERE p.author_id = \(ids.b) AND p.title = 'mine'", on: bob)
        let deleted = try await rows(
            of: "SELECT id FROM posts WHERE author_id = \(ids.b) AND mosaic_delete_post(id)", on: bob)
        try? await bob.close()
        // Then
        #expect(updated == 1)
        #expect(inserted == 1)
        #expect(edited == 1)
        #expect(deleted == 2)
    }

    private func personIDs(_ owner: PostgresConnection, _ fixture: TeamFixture) async throws -> (
        a: Int64, b: Int64
    ) {
        var ids: [String: Int64] = [:]
        for try await (handle, id) in try await owner.query(
            "SELECT handle, id FROM people WHERE handle IN (\(fixture.ada), \(fixture.bob))", logger: logger
        ).decode((String, Int64).self) {
            ids[handle] = id
        }
        return (try #require(ids[fixture.ada]), try #require(ids[fixture.bob]))
    }

    private func rows(of sql: String, on connection: PostgresConnection) async throws -> Int {
        var count = 0
        for try await _ in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger) {
            count += 1
        }
        return count
    }

    /// "refused (SQLSTATE)", "no rows", or "changed N".
    private func outcome(of sql: String, on connection: PostgresConnection) async throws -> String {
        do {
            var count = 0
            for try await _ in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger) {
                count += 1
            }
            // Statements without RETURNING (SET ROLE, TRUNCATE...) that succeed count as changes.
            let returnsRows = sql.contains("RETURNING")
            if returnsRows { return count == 0 ? "no rows" : "changed \(count)" }
            return "changed (no RETURNING)"
        } catch let error as PSQLError {
            return "refused (\(error.serverInfo?[.sqlState] ?? "?"): \(error.serverInfo?[.message] ?? ""))"
        }
    }
}
