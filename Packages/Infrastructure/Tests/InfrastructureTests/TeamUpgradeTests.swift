import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure

/// `team init` on a database the previous Mosaic made (schema version 4, its grants), where a
/// member has already done what issue 26 lists: the upgrade applies all of it, loses no row,
/// and says what it found.
@Suite(
    "Upgrading a team database", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamUpgradeTests {
    /// What the previous version granted its members' group (`PostgresTeamSchema.grants` then).
    static func previousGrants(_ group: String) -> [String] {
        [
            "GRANT USAGE ON SCHEMA public TO \(group)",
            "GRANT SELECT ON people, posts, post_tags, flags, meta, mosaic_migrations, change_log TO \(group)",
            "GRANT UPDATE (display_name, bio) ON people TO \(group)",
            "GRANT INSERT (author_id, title, body, tags, created_at, updated_at, publish_key) ON posts TO \(group)",
            "GRANT UPDATE (title, body, tags, updated_at) ON posts TO \(group)",
            "GRANT DELETE ON posts TO \(group)",
            "GRANT USAGE ON SEQUENCE posts_id_seq TO \(group)",
            "GRANT EXECUTE ON FUNCTION mosaic_me(), mosaic_delete_my_account() TO \(group)",
        ]
    }

    @Test func anUpgradeAppliesEverythingAndLosesNoRow() async throws {
        // Given a database at the previous version, with a member bob
        let database = try await OwnDatabase.make()
        let owner = try await database.ownerConnection()
        let group = TeamServer.uniqueHandle("old_members")
        let bob = TeamServer.uniqueHandle("bob")
        let password = "correct horse 1"
        try await TeamAttack.run(
            "CREATE TABLE mosaic_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)",
            on: owner)
        for (index, migration) in PostgresSchema.migrations.prefix(4).enumerated() {
            for statement in migration {
                try await TeamAttack.run(
                    statement.replacingOccurrences(of: "{schema}", with: "\"public\""), on: owner)
            }
            try await TeamAttack.run("INSERT INTO mosaic_migrations VALUES (\(index + 1), 0)", on: owner)
        }
        try await TeamAttack.run("CREATE ROLE \(group) NOLOGIN", on: owner)
        try await TeamAttack.run("INSERT INTO meta VALUES ('members_role', '\(group)')", on: owner)
        for grant in Self.previousGrants(group) { try await TeamAttack.run(grant, on: owner) }
        try await TeamAttack.run(
            "CREATE ROLE \(bob) LOGIN PASSWORD '\(password)' IN ROLE \(group)", on: owner)
        try await TeamAttack.run(
            "INSERT INTO people (handle, display_name, bio, created_at, login) VALUES ('\(bob)', 'Bob', '', 0, '\(bob)')",
            on: owner)
        // ...who, with the grants he had, stored a 300 KB post dated 9999 and a large object
        let bobID = try await TeamAttack.personID(bob, on: owner)
        let fixtureURL = try PostgresURL(database.ownerURL).connecting(as: bob)
        try await TeamAttack.using(try await TeamFixture.connection(url: fixtureURL, password: password)) {
            member in
            try await TeamAttack.run(
                """
                INSERT INTO posts (author_id, title, body, created_at, updated_at)
                VALUES (\(bobID), 'Huge', repeat('a', 300000), 253402300799000, 253402300799000)
                """, on: member)
            try await TeamAttack.run("SELECT lo_create(0)", on: member)
        }

        // When the owner runs this version's team init
        let team = try await TeamDatabase.connect(url: database.ownerURL, login: TeamServer.ownerLogin)
        let setup = try await TeamAttack.closing(owner) { try await team.initialize(sampleData: false) }

        // Then version 5 and every later one were applied, saying what they found and dropped
        #expect(setup.appliedVersions == Array(PostgresHardening.version...PostgresSchema.migrations.count))
        #expect(setup.rowsBreakingLimits.contains { $0.contains("bodies") }, "\(setup.rowsBreakingLimits)")
        #expect(setup.droppedObjects.contains { $0.contains("large object") }, "\(setup.droppedObjects)")
        // And the huge post is kept, byte for byte, its impossible date now the upgrade's
        let body = try await TeamAttack.text(
            "SELECT char_length(body)::text FROM posts WHERE author_id = \(bobID)", on: owner)
        #expect(body == "300000")
        let ahead = try await TeamAttack.text(
            """
            SELECT (created_at - (extract(epoch FROM now()) * 1000)::bigint)::text
            FROM posts WHERE author_id = \(bobID)
            """, on: owner)
        #expect((ahead.flatMap { Int64($0) } ?? .max) <= 0, "\(ahead ?? "none")")
        // And bob has a connection limit, his backstops, and no table grant left
        let limit = try await TeamAttack.text(
            "SELECT rolconnlimit::text FROM pg_roles WHERE rolname = '\(bob)'", on: owner)
        #expect(limit == String(TeamDatabase.defaultConnections))
        let canWrite = try await TeamAttack.text(
            "SELECT (has_table_privilege('\(bob)', 'posts', 'INSERT') OR has_table_privilege('\(bob)', 'posts', 'DELETE'))::text",
            on: owner)
        #expect(canWrite == "false")
        try await TeamAttack.using(try await TeamFixture.connection(url: fixtureURL, password: password)) {
            after in
            try await TeamAttack.run("BEGIN", on: after)
            #expect(await TeamAttack.outcome(of: "LOCK TABLE posts", on: after).hasPrefix("refused (42501"))
            try await TeamAttack.run("ROLLBACK", on: after)
            let temporary = await TeamAttack.outcome(of: "CREATE TEMP TABLE t (id int)", on: after)
            #expect(temporary.hasPrefix("refused (42501"))
            // And an edit of the huge post must meet the limits now, while reading it still works
            let edit = await TeamAttack.outcome(
                of: "SELECT mosaic_edit_post(id, 'Huge', body, tags) FROM posts WHERE author_id = \(bobID)",
                on: after)
            #expect(edit.hasPrefix("refused (23514"), "\(edit)")
        }
        let stores = try await Stores.open(
            .postgres(url: fixtureURL), login: TeamServer.login(password: password))
        let page = try await stores.posts.posts(byAuthor: bobID, after: nil, limit: 5)
        #expect(page.posts.first?.post.body.count == 300_000)
        await stores.close()
        try? await owner.close()
        await database.drop()
    }
}
