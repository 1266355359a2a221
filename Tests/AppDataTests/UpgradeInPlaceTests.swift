import FeedStorage
import Foundation
import GRDB
import Logging
import PostgresNIO
import SavedStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A database made by an older build upgrades in place: every row is kept, its tables keep their
/// names and columns (a team's reports read them), what it ran records its checksum (steps had
/// none before), and only what came after runs, once, each step after the steps it needs.
/// Afterwards it is the same schema a new database gets, compared in full: on SQLite every table,
/// index, trigger and view as `sqlite_master` holds it and every foreign key; on PostgreSQL every
/// table, column, constraint, index, trigger, policy, grant and function with its body.
///
/// Two such builds: e395caa, the last with one shared history (Fixtures/README.md), and
/// fa79911, the last before contracts, whose histories are today's first steps
/// (`LegacyHistories`): there saved 1 ran before feed 3, which a new database runs first.
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
        // And the baselines were recorded, not run, and every step since ran once, each with its
        // checksum: the platform's, the feed's and the profile's after their baselines, and the
        // whole history of a feature the old build did not have, as on a new file
        let recorded = try Self.sqliteRows(
            path,
            "SELECT feature || ' ' || version || ': ' || summary || ' ' || checksum FROM mosaic_feature_migrations"
        )
        let expected = ([PlatformStorage.feature] + AppData.features).flatMap { feature in
            feature.sqlite.map { step in
                "\(feature.name) \(step.version): \(step.summary)\(step.isBaseline ? " (already there)" : "") \(step.checksum)"
            }
        }
        #expect(recorded.sorted() == expected.sorted())
        #expect(recorded.contains { $0.hasPrefix("feed 1: posts, their tag index, likes (already there) ") })
        // And opening it again runs nothing
        let again = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
        await again.close()
        #expect(
            try Self.sqliteRows(path, "SELECT COUNT(*) FROM mosaic_feature_migrations") == [
                String(expected.count)
            ])

        // And its schema is a new file's, object for object
        let fresh = folder.file("fresh.sqlite")
        await (try await Stores.open(.sqliteFile(path: fresh), features: AppData.features)).close()
        let upgraded = try Self.sqliteSchema(path)
        let new = try Self.sqliteSchema(fresh)
        #expect(upgraded == new, "\(Self.difference(upgraded, new))")
    }

    @Test func anSQLiteFileOfTheBuildBeforeContractsEndsAsANewOneWithEverySavedPost() async throws {
        // Given a file as fa79911 made it, with posts, likes, tags and saved posts (saved 1 ran
        // before the feed's contract existed), and steps without checksums
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("old.sqlite")
        let old = try await Stores.open(
            .sqliteFile(path: path), features: LegacyHistories.features, platform: LegacyHistories.platform)
        let ada = try await makePerson(old, "ada")
        let bob = try await makePerson(old, "bob")
        var posts: [Int64] = []
        for title in ["नमस्ते", "ครับ", "你好 🙋🏽‍♀️"] {
            posts.append(
                try await old.posts.create(NewPost(authorID: ada.id, title: title, body: "", tags: ["Äpfel"]))
                    .id)
        }
        try await old.posts.setLiked(true, postID: posts[0], actingAs: bob.id)
        guard case .sqlite(let access) = old.storage else { return }
        let written = posts
        try await access.write { db in
            for post in written {
                try db.execute(
                    sql: "INSERT INTO saved_posts (person_id, post_id, saved_at) VALUES (?, ?, ?)",
                    arguments: [bob.id, post, post])
            }
            try db.execute(sql: "ALTER TABLE mosaic_feature_migrations DROP COLUMN checksum")
        }
        await old.close()
        // When today's app opens it
        let stores = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
        let saved = try await SavedStorage.posts(on: stores.storage).savedPosts(
            of: bob.id, after: nil, limit: 10)
        // Then every saved post is there, read through the feed's contract, likes and tags too
        #expect(Set(saved.map(\.postID)) == Set(posts))
        #expect(saved.first { $0.postID == posts[0] }?.likeCount == 1)
        #expect(saved.allSatisfy { $0.tags == ["Äpfel"] })
        // And deleting a post now leaves bob's list through the feed's news of it
        try await stores.posts.delete(postID: posts[1], actingAs: ada.id)
        #expect(
            Set(
                try await SavedStorage.posts(on: stores.storage).savedPosts(of: bob.id, after: nil, limit: 10)
                    .map(\.postID)) == [posts[0], posts[2]])
        await stores.close()
        // And feed 3 ran before saved 2, and every step has its checksum
        let order = try Self.sqliteRows(
            path, "SELECT feature || ' ' || version FROM mosaic_feature_migrations ORDER BY applied_at, rowid"
        )
        let feed3 = try #require(order.firstIndex(of: "feed 3"))
        let saved2 = try #require(order.firstIndex(of: "saved 2"))
        #expect(feed3 < saved2)
        let unvouched = try Self.sqliteRows(
            path,
            "SELECT COUNT(*) FROM mosaic_feature_migrations WHERE checksum IS NULL AND feature <> 'settings'")
        #expect(unvouched == ["0"])
        // And its schema is a new file's, object for object
        let fresh = folder.file("fresh.sqlite")
        await (try await Stores.open(.sqliteFile(path: fresh), features: AppData.features)).close()
        let upgraded = try Self.sqliteSchema(path)
        let new = try Self.sqliteSchema(fresh)
        #expect(upgraded == new, "\(Self.difference(upgraded, new))")
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
        let platform = PlatformStorage.feature.postgres.filter { !$0.isBaseline }.map {
            "platform \($0.version)"
        }
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
        let new = try await Self.postgresSchema(fresh)
        #expect(upgraded == new, "\(Self.difference(upgraded, new))")
        try? await database.close()
        try? await fresh.close()
        try? await server.close()
    }

    @Test(.enabled(if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset"))
    func aTeamDatabaseOfTheBuildBeforeContractsEndsAsANewOneWithEverySavedPost() async throws {
        // Given a team database as fa79911 set it up (saved 1 before the feed's contract), with a
        // post of each script saved and liked, and steps without checksums
        let owner = try #require(TeamServer.ownerURL)
        let name = "before_contracts_" + UUID().uuidString.lowercased().prefix(8)
        let server = try await TeamFixture.ownerConnection(url: owner)
        try await TeamAttack.run("CREATE DATABASE \(name)", on: server)
        let url = try PostgresURL(owner).replacingDatabase(with: name)
        let old = try await TeamDatabase.connect(
            url: url, login: TeamServer.ownerLogin, features: LegacyHistories.features,
            platform: LegacyHistories.platform)
        _ = try await old.initialize()
        let stores = try await old.ownerStores()
        let ada = try await makePerson(stores, "ada")
        let bob = try await makePerson(stores, "bob")
        var posts: [Int64] = []
        for title in ["नमस्ते", "ครับ", "你好 🙋🏽‍♀️"] {
            posts.append(
                try await stores.posts.create(
                    NewPost(authorID: ada.id, title: title, body: "", tags: ["Äpfel"])
                ).id)
        }
        try await stores.posts.setLiked(true, postID: posts[0], actingAs: bob.id)
        await stores.close()
        let database = try await TeamFixture.ownerConnection(url: url)
        for post in posts {
            try await TeamAttack.run(
                "INSERT INTO saved_posts (person_id, post_id, saved_at) VALUES (\(bob.id), \(post), \(post))",
                on: database)
        }
        try await TeamAttack.run("ALTER TABLE mosaic_feature_migrations DROP COLUMN checksum", on: database)
        // When today's owner runs team init
        let team = try await TeamDatabase.connect(
            url: url, login: TeamServer.ownerLogin, features: AppData.features)
        let setup = try await team.initialize()
        // Then the feed's contract came before saved 2, and every saved post is there
        let feed6 = try #require(setup.applied.firstIndex(of: "feed 6"))
        let saved2 = try #require(setup.applied.firstIndex(of: "saved 2"))
        #expect(feed6 < saved2)
        #expect(setup.applied.contains("platform 8") && !setup.applied.contains("saved 1"))
        let now = try await team.ownerStores()
        let saved = try await SavedStorage.posts(on: now.storage).savedPosts(
            of: bob.id, after: nil, limit: 10)
        #expect(Set(saved.map(\.postID)) == Set(posts))
        #expect(saved.first { $0.postID == posts[0] }?.likeCount == 1)
        try await now.posts.delete(postID: posts[1], actingAs: ada.id)
        #expect(
            Set(
                try await SavedStorage.posts(on: now.storage).savedPosts(of: bob.id, after: nil, limit: 10)
                    .map(\.postID)) == [posts[0], posts[2]])
        await now.close()
        #expect(
            try await TeamAttack.text(
                "SELECT count(*)::text FROM mosaic_feature_migrations WHERE checksum IS NULL AND feature <> 'settings'",
                on: database) == "0")
        // And its schema is a new team database's, in full
        let freshName = name + "_fresh"
        try await TeamAttack.run("CREATE DATABASE \(freshName)", on: server)
        let freshURL = try PostgresURL(owner).replacingDatabase(with: freshName)
        _ = try await TeamDatabase.connect(
            url: freshURL, login: TeamServer.ownerLogin, features: AppData.features
        )
        .initialize()
        let fresh = try await TeamFixture.ownerConnection(url: freshURL)
        let upgraded = try await Self.postgresSchema(database)
        let new = try await Self.postgresSchema(fresh)
        #expect(upgraded == new, "\(Self.difference(upgraded, new))")
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

    /// Every index, trigger and view as `sqlite_master` keeps its SQL, every table's columns (name,
    /// type, null, default, key: a table's own SQL keeps the order an older file added its columns
    /// in) and every foreign key, one line each; the histories' own bookkeeping left out (an older
    /// file's has other columns).
    private static func sqliteSchema(_ path: String) throws -> [String] {
        try sqliteRows(
            path,
            """
            SELECT type || ' ' || name || ' on ' || tbl_name || ': ' || COALESCE(sql, '') FROM sqlite_master
            WHERE type <> 'table' AND name NOT LIKE 'sqlite_%'
                AND tbl_name NOT IN ('grdb_migrations', 'mosaic_feature_migrations')
            UNION ALL
            SELECT 'table ' || t.name || '.' || c.name || ' ' || c.type || ' ' || c."notnull" || ' '
                || IFNULL(c.dflt_value, '') || ' ' || c.pk
            FROM sqlite_master t, pragma_table_info(t.name) c
            WHERE t.type = 'table' AND t.name NOT LIKE 'sqlite_%'
                AND t.name NOT IN ('grdb_migrations', 'mosaic_feature_migrations')
            UNION ALL
            SELECT 'foreign key ' || t.name || '.' || f."from" || ' -> ' || f."table" || '.' || COALESCE(f."to", '')
                || ' on delete ' || f.on_delete || ' on update ' || f.on_update
            FROM sqlite_master t, pragma_foreign_key_list(t.name) f WHERE t.type = 'table'
            ORDER BY 1
            """)
    }

    /// What one side has and the other lacks, for a failure's message.
    private static func difference(_ upgraded: [String], _ new: [String]) -> String {
        let only = upgraded.filter { !new.contains($0) }
        let missing = new.filter { !upgraded.contains($0) }
        return "only in the upgraded one: \(only)\nonly in the new one: \(missing)"
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

    /// Columns, policies, functions with their bodies and settings, triggers, constraints, indexes,
    /// views, row-level security and every grant on the tables and functions of schema `public`,
    /// one line each; the team's roles by what they are (its members' group, its web login).
    private static func postgresSchema(_ connection: PostgresConnection) async throws -> [String] {
        let role = """
            CASE WHEN a.grantee = 0 THEN 'PUBLIC'
                WHEN pg_get_userbyid(a.grantee) = (SELECT value FROM meta WHERE key = 'members_role') THEN 'members'
                WHEN pg_get_userbyid(a.grantee) = (SELECT value FROM meta WHERE key = 'web_login') THEN 'web'
                WHEN a.grantee = a.grantor THEN 'owner' ELSE pg_get_userbyid(a.grantee)::text END
            """
        return try await rowsAsText(
            connection,
            """
            SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
                || ' ' || COALESCE(column_default, '')
            FROM information_schema.columns WHERE table_schema = 'public'
            UNION ALL SELECT 'policy ' || tablename || ' ' || policyname || ' ' || permissive || ' ' || cmd || ' '
                || COALESCE(qual, '') || ' ' || COALESCE(with_check, '') FROM pg_policies WHERE schemaname = 'public'
            UNION ALL SELECT 'function ' || p.oid::regprocedure::text || ' ' || p.prosecdef || ' '
                || COALESCE(array_to_string(p.proconfig, ','), '') || ' ' || pg_get_functiondef(p.oid)
            FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND p.prokind = 'f'
            UNION ALL SELECT 'trigger ' || tgrelid::regclass::text || ' ' || pg_get_triggerdef(t.oid)
            FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
            WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal
            UNION ALL SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
            FROM pg_constraint WHERE connamespace = 'public'::regnamespace
            UNION ALL SELECT 'index ' || indexname || ' ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
            UNION ALL SELECT 'view ' || viewname || ' ' || definition FROM pg_views WHERE schemaname = 'public'
            UNION ALL SELECT 'security ' || relname || ' ' || relrowsecurity FROM pg_class
            WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'
            UNION ALL SELECT 'grant ' || c.relname || ' ' || a.privilege_type || ' to ' || \(role)
            FROM pg_class c, aclexplode(c.relacl) a
            WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'v', 'm', 'S')
            UNION ALL SELECT 'grant ' || p.oid::regprocedure::text || ' ' || a.privilege_type || ' to ' || \(role)
            FROM pg_proc p, aclexplode(p.proacl) a WHERE p.pronamespace = 'public'::regnamespace
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
