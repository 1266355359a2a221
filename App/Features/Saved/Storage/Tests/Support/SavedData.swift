import Foundation
import Infrastructure
import Logging
import PostgresNIO
import SavedStorage
import Testing

@testable import InfrastructureTesting

/// The saved-posts data on the platform's, over a stand-in for the feed's posts: a feature's
/// storage suite builds against its own module alone, so it cannot load the feed's history.
/// The stand-in is the feed's `posts` as the saved posts read it (id, author, title, tags, time;
/// on SQLite its `like_count`, on PostgreSQL its `like_counts` slots), registered under the
/// feed's name so `dependencies: ["feed"]` orders the histories as in the app. The app's own
/// run over the real feed is in Tests/ShellTests/Features/Saved.
enum SavedData {
    static let features = [StandInFeed.feature, SavedStorage.feature]
}

enum StandInFeed {
    static let feature = FeatureStorage(
        name: "feed",
        sqlite: [
            SQLiteMigration(
                version: 1, summary: "the feed's posts, as saved posts read them",
                sql: """
                    CREATE TABLE posts (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        author_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
                        title TEXT NOT NULL, body TEXT NOT NULL DEFAULT '', tags TEXT NOT NULL DEFAULT '[]',
                        created_at INTEGER NOT NULL, like_count INTEGER NOT NULL DEFAULT 0);
                    """)
        ],
        postgres: [
            PostgresMigration(
                version: 1, summary: "the feed's posts, as saved posts read them",
                statements: [
                    """
                    CREATE TABLE {schema}.posts (
                        id bigserial PRIMARY KEY,
                        author_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                        title text NOT NULL, tags text NOT NULL DEFAULT '[]', created_at bigint NOT NULL)
                    """,
                    "ALTER TABLE {schema}.posts ENABLE ROW LEVEL SECURITY",
                    "CREATE POLICY posts_read ON {schema}.posts FOR SELECT USING (true)",
                    """
                    CREATE TABLE {schema}.like_counts (
                        post_id bigint NOT NULL, slot bigserial, likes integer NOT NULL, PRIMARY KEY (post_id, slot))
                    """,
                    "ALTER TABLE {schema}.like_counts ENABLE ROW LEVEL SECURITY",
                    "CREATE POLICY like_counts_read ON {schema}.like_counts FOR SELECT USING (true)",
                    """
                    CREATE OR REPLACE FUNCTION {schema}.mosaic_publish(p_title text) RETURNS bigint
                    LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
                    AS $$ INSERT INTO {schema}.posts (author_id, title, created_at)
                        VALUES ({schema}.mosaic_caller_id(), p_title, {schema}.mosaic_now_ms()) RETURNING id $$
                    """,
                    """
                    CREATE OR REPLACE FUNCTION {schema}.mosaic_delete_post(p_id bigint) RETURNS boolean
                    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
                    AS $$ BEGIN
                        DELETE FROM {schema}.posts p WHERE p.id = p_id AND p.author_id = {schema}.mosaic_caller_id();
                        RETURN FOUND;
                    END $$
                    """,
                ])
        ],
        memberFunctions: ["mosaic_publish(text)", "mosaic_delete_post(bigint)"])
}

extension TestBackend {
    func withStores(_ body: (Stores) async throws -> Void) async throws {
        try await withStores(features: SavedData.features, body)
    }
}

extension Stores {
    var saved: any SavedPostStore { SavedStorage.posts(on: storage) }

    /// A post by `author`, written as the feed would (as the owner, or a member as themselves).
    func publish(
        _ title: String, by author: Int64, tags: String = "[]", likes: Int = 0, at time: Int64? = nil
    )
        async throws -> Int64
    {
        let time = time ?? StoredTime.milliseconds(Date())
        switch storage {
        case .sqlite(let access):
            return try await access.write { db in
                try db.execute(
                    sql:
                        "INSERT INTO posts (author_id, title, tags, created_at, like_count) VALUES (?, ?, ?, ?, ?)",
                    arguments: [author, title, tags, time, likes])
                return db.lastInsertedRowID
            }
        case .postgres(let access):
            return try await access.transaction { connection in
                let rows =
                    access.login.isOwner
                    ? try await connection.query(
                        "INSERT INTO posts (author_id, title, tags, created_at) VALUES (\(author), \(title), \(tags), \(time)) RETURNING id",
                        logger: access.logger)
                    : try await connection.query("SELECT mosaic_publish(\(title))", logger: access.logger)
                var id: Int64 = 0
                for try await value in rows.decode(Int64.self) { id = value }
                if likes > 0 {
                    try await connection.query(
                        "INSERT INTO like_counts (post_id, likes) VALUES (\(id), \(likes))",
                        logger: access.logger)
                }
                return id
            }
        }
    }

    /// The author deletes the post (on a team database, through the feed's function).
    func deletePost(_ id: Int64) async throws {
        switch storage {
        case .sqlite(let access):
            try await access.write { db in
                try db.execute(sql: "DELETE FROM posts WHERE id = ?", arguments: [id])
            }
        case .postgres(let access):
            try await access.transaction { connection in
                if access.login.isOwner {
                    try await connection.query("DELETE FROM posts WHERE id = \(id)", logger: access.logger)
                } else {
                    try await connection.query("SELECT mosaic_delete_post(\(id))", logger: access.logger)
                }
            }
        }
    }

    /// `count` posts by `author` in one statement, oldest first; their ids.
    func publishMany(_ count: Int, by author: Int64) async throws -> [Int64] {
        let start = StoredTime.milliseconds(Date()) - Int64(count)
        switch storage {
        case .sqlite(let access):
            return try await access.write { db in
                var ids: [Int64] = []
                for index in 0..<count {
                    try db.execute(
                        sql: "INSERT INTO posts (author_id, title, created_at) VALUES (?, ?, ?)",
                        arguments: [author, "Post \(index)", start + Int64(index)])
                    ids.append(db.lastInsertedRowID)
                }
                return ids
            }
        case .postgres(let access):
            return try await access.transaction { connection in
                var ids: [Int64] = []
                for try await id in try await connection.query(
                    """
                    INSERT INTO posts (author_id, title, created_at)
                    SELECT \(author), 'Post ' || n, \(start) + n FROM generate_series(0, \(count - 1)) AS n RETURNING id
                    """, logger: access.logger
                ).decode(Int64.self) {
                    ids.append(id)
                }
                return ids.sorted()
            }
        }
    }
}

extension TeamFixture {
    /// Ada and Bob on the saved posts' data, each with a post.
    static func make(url: String? = nil) async throws -> TeamFixture {
        try await make(url: url, features: SavedData.features) { stores, handle in
            let me = try #require(stores.identity.personID)
            _ = try await stores.publish("By \(handle)", by: me)
        }
    }
}
