import FeedStorage
import Foundation
import GRDB
import Logging
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A database made before features kept their own data (by the build of e395caa, the last with
/// one shared history: Fixtures/README.md) upgrades in place: every row is kept, its tables keep
/// their names and columns (a team's reports read them), each feature's baseline is recorded as
/// already there and only what came after it runs, once. Afterwards it is the same schema a new
/// database gets.
@Suite("Upgrading a database made before feature histories")
struct UpgradeInPlaceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    @Test func anSQLiteFileKeepsEveryRowAndRunsNothingTwice() async throws {
        // Given the file as e395caa left it
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        try FileManager.default.copyItem(
            atPath: Self.fixtures.appendingPathComponent("mosaic-e395caa.sqlite").path, toPath: path)
        let before = try Self.sqliteFacts(path)
        #expect(before["posts"] == "61" && before["likes"] == "121" && before["people"] == "7", "\(before)")
        // When today's app opens it
        let stores = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
        let tagged = try await stores.posts.posts(taggedWith: "ÄPFEL", after: nil, limit: 10)
        let asha = try #require(try await stores.people.person(handle: "asha"))
        let bio = try await stores.bios.bio(of: asha.id)
        let flags = try await stores.flags.storedFlags()
        let published = try await stores.posts.create(
            NewPost(authorID: asha.id, title: "After the upgrade", body: ""))
        let liked = try await stores.posts.setLiked(true, postID: published.id, actingAs: 1)
        await stores.close()
        // Then every row is there, read as before, and writing works
        let after = try Self.sqliteFacts(path)
        for table in ["people", "flags", "post_tags", "grdb_migrations"] {
            #expect(
                after[table] == before[table],
                "\(table): \(String(describing: before[table])) → \(String(describing: after[table]))")
        }
        #expect(after["posts"] == "62" && after["likes"] == "122")
        #expect(tagged.posts.map(\.post.title) == ["ไทย and हिन्दी in one title"])
        #expect(bio == "नमस्ते — ครับ — 你好 — مرحبا")
        #expect(flags == ["feed.like_counts": false])
        #expect(liked.likeCount == 1)
        // And the baselines were recorded, not run; only the platform's private changes ran, and
        // the whole history of a feature the old build did not have, as on a new file
        let recorded = try Self.sqliteRows(
            path, "SELECT feature || ' ' || version || ': ' || summary FROM mosaic_feature_migrations")
        let expected =
            AppData.features.flatMap { feature in
                feature.sqlite.map { step in
                    "\(feature.name) \(step.version): \(step.summary)\(step.isBaseline ? " (already there)" : "")"
                }
            } + [
                "platform 1: people, meta, the change log (already there)",
                "platform 2: private changes: a row for one person (audience)",
            ]
        #expect(recorded.sorted() == expected.sorted())
        #expect(recorded.contains("feed 1: posts, their tag index, likes (already there)"))
        // And opening it again runs nothing
        let again = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
        await again.close()
        #expect(
            try Self.sqliteRows(path, "SELECT COUNT(*) FROM mosaic_feature_migrations") == [
                String(expected.count)
            ])

        // And its tables are a new file's, column for column
        let fresh = folder.file("fresh.sqlite")
        await (try await Stores.open(.sqliteFile(path: fresh), features: AppData.features)).close()
        #expect(try Self.sqliteColumns(path) == Self.sqliteColumns(fresh))
    }

    @Test(.enabled(if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset"))
    func aTeamDatabaseKeepsEveryRowAndRunsNothingTwice() async throws {
        // Given a team database as e395caa left it (its own database: the script fills `public`)
        let owner = try #require(TeamServer.ownerURL)
        let name = "upgrade_" + UUID().uuidString.lowercased().prefix(8)
        let server = try await TeamFixture.ownerConnection(url: owner)
        try await TeamAttack.run("CREATE DATABASE \(name)", on: server)
        let url = try PostgresURL(owner).replacingDatabase(with: name)
        try await Self.psql(file: Self.fixtures.appendingPathComponent("team-e395caa.sql").path, url: url)
        let database = try await TeamFixture.ownerConnection(url: url)
        let before = try await Self.postgresFacts(database)
        #expect(before["posts"] == "61" && before["mosaic_migrations"] == "8", "\(before)")
        // When today's owner runs team init
        let team = try await TeamDatabase.connect(
            url: url, login: TeamServer.ownerLogin, features: AppData.features)
        let setup = try await team.initialize()
        // Then only what came after the baselines ran, and every row is kept
        let steps = AppData.features.flatMap { feature in
            feature.postgres.filter { !$0.isBaseline }.map { "\(feature.name) \($0.version)" }
        }
        let platform = PlatformStorage.postgres.filter { !$0.isBaseline }.map { "platform \($0.version)" }
        #expect(setup.applied == platform + steps)
        #expect(steps.starts(with: ["feed 2", "feed 3"]))
        let after = try await Self.postgresFacts(database)
        #expect(after == before.merging(["change_log": after["change_log"] ?? ""]) { _, new in new })
        #expect(
            try await TeamAttack.text("SELECT bio FROM people WHERE handle = 'legacy_ada'", on: database)
                == "नमस्ते ครับ 你好 مرحبا")
        // And a second run runs nothing
        #expect(try await team.initialize().applied.isEmpty)
        // And a member added now works on the old rows: reads, publishes, likes
        let handle = TeamServer.uniqueHandle("grace")
        _ = try await team.addMember(handle: handle, displayName: "Grace", password: "grace's password")
        let grace = try await Stores.open(
            .postgres(url: try PostgresURL(url).connecting(as: handle)),
            login: TeamServer.login(password: "grace's password"), features: AppData.features)
        let me = try #require(grace.identity.personID)
        let tagged = try await grace.posts.posts(taggedWith: "Äpfel", after: nil, limit: 10)
        let post = try await grace.posts.create(
            NewPost(authorID: me, title: "Hello after the upgrade", body: ""))
        let likes = try await grace.posts.setLiked(true, postID: 1, actingAs: me)
        await grace.close()
        #expect(tagged.posts.map(\.post.title) == ["ไทย and हिन्दी"])
        #expect(post.title == "Hello after the upgrade")
        #expect(likes.isLiked)
        // And its schema is a new team database's, but for the old history's own table and its
        // logger, which nothing calls any more
        let freshName = name + "_fresh"
        try await TeamAttack.run("CREATE DATABASE \(freshName)", on: server)
        let freshURL = try PostgresURL(owner).replacingDatabase(with: freshName)
        _ = try await TeamDatabase.connect(
            url: freshURL, login: TeamServer.ownerLogin, features: AppData.features
        )
        .initialize()
        let fresh = try await TeamFixture.ownerConnection(url: freshURL)
        let upgraded = try await Self.postgresSchema(database).filter {
            !$0.contains("mosaic_migrations") && !$0.contains("mosaic_log_changes()")
        }
        #expect(upgraded == (try await Self.postgresSchema(fresh)))
        try? await database.close()
        try? await fresh.close()
        try? await server.close()
    }

    // MARK: Reading the databases

    private static func sqliteFacts(_ path: String) throws -> [String: String] {
        var facts: [String: String] = [:]
        for table in ["people", "posts", "likes", "post_tags", "flags", "grdb_migrations"] {
            facts[table] = try sqliteRows(path, "SELECT COUNT(*) FROM \(table)").first
        }
        return facts
    }

    private static func sqliteRows(_ path: String, _ sql: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchAll(db, sql: sql) }
    }

    /// Every table's columns with their types, "table.column type notnull default".
    private static func sqliteColumns(_ path: String) throws -> [String] {
        try sqliteRows(
            path,
            """
            SELECT t.name || '.' || c.name || ' ' || c.type || ' ' || c."notnull" || ' ' || IFNULL(c.dflt_value, '')
            FROM sqlite_master t, pragma_table_info(t.name) c
            WHERE t.type = 'table' AND t.name NOT IN ('grdb_migrations', 'mosaic_feature_migrations', 'sqlite_sequence')
            ORDER BY 1
            """)
    }

    private static func postgresFacts(_ connection: PostgresConnection) async throws -> [String: String] {
        var facts: [String: String] = [:]
        for table in [
            "people", "posts", "likes", "like_counts", "post_tags", "flags", "meta", "mosaic_migrations",
            "change_log",
        ] {
            facts[table] = try await TeamAttack.text("SELECT COUNT(*)::text FROM \(table)", on: connection)
        }
        return facts
    }

    /// Columns, policies, functions, triggers, constraints, indexes and row-level security of
    /// schema `public`, one line each.
    private static func postgresSchema(_ connection: PostgresConnection) async throws -> [String] {
        try await rowsAsText(
            connection,
            """
            SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
                || ' ' || COALESCE(column_default, '')
            FROM information_schema.columns WHERE table_schema = 'public'
            UNION ALL SELECT 'policy ' || tablename || ' ' || policyname || ' ' || cmd || ' ' || COALESCE(qual, '')
                || ' ' || COALESCE(with_check, '') FROM pg_policies WHERE schemaname = 'public'
            UNION ALL SELECT 'function ' || p.oid::regprocedure::text || ' ' || p.prosecdef || ' '
                || COALESCE(array_to_string(p.proconfig, ','), '')
            FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
            UNION ALL SELECT 'trigger ' || event_object_table || ' ' || trigger_name || ' ' || event_manipulation
                || ' ' || action_statement FROM information_schema.triggers WHERE trigger_schema = 'public'
            UNION ALL SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
            FROM pg_constraint WHERE connamespace = 'public'::regnamespace
            UNION ALL SELECT 'index ' || indexname || ' ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
            UNION ALL SELECT 'security ' || relname || ' ' || relrowsecurity FROM pg_class
            WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'
            ORDER BY 1
            """)
    }

    /// Runs psql on `file` as the owner, within a minute, its output and errors read together.
    /// It waits on a thread of its own: the few threads all tests' async work shares (two on a
    /// two-core machine) must not sit idle behind psql while other tests' waits run out.
    private static func psql(file: String, url: String) async throws {
        let (status, said, finished) = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runPsql(file: file, url: url) })
            }
        }
        if !finished { Issue.record("psql did not load \(file) within 60 s") }
        #expect(status == 0, "psql: \(said)")
    }

    private static func runPsql(file: String, url: String) throws -> (Int32, String, Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-f", file, url]
        var environment = ProcessInfo.processInfo.environment
        environment["PGPASSWORD"] = TeamServer.ownerPassword
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // Read while it runs (a full pipe would stall it); stop it at the limit.
        let stopper = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: stopper)
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        stopper.cancel()
        return (process.terminationStatus, said, process.terminationReason == .exit)
    }
}

extension PostgresURL {
    /// The URL of another database on the same server, as the same login.
    fileprivate func replacingDatabase(with name: String) -> String {
        var other = self
        other.database = name
        return other.connecting(as: user)
    }
}
