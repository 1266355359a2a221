import GRDB
import Infrastructure
import PostgresNIO

/// The feed's data: posts, their tag index and likes, on SQLite and on a team's PostgreSQL,
/// registered by the feed's plugin (`FeedPlugin.storage`). The engine runs its history after
/// the platform's (posts name their authors among the people). Other features read it only
/// through what it publishes (`FeedContract`).
public enum FeedStorage {
    public static let feature = FeatureStorage(
        name: "feed", sqlite: FeedSQLite.migrations, postgres: FeedPostgres.migrations,
        publishes: FeedContract.all, memberFunctions: memberFunctions, limitMessages: limitMessages)

    /// The functions members may call.
    static let memberFunctions = [
        "mosaic_publish(text, text, text, text)", "mosaic_publish_many(text[], text[], text[])",
        "mosaic_edit_post(bigint, text, text, text)", "mosaic_delete_post(bigint)",
        "mosaic_set_like(bigint, boolean)",
    ]

    /// Named so a refusal says which rule.
    static let limitMessages: [String: String] = [
        "posts_title_rules": "a title needs 1 to 120 characters and no control characters",
        "posts_body_rules": "a body holds at most 4,000 characters and no control characters but line breaks",
        "posts_tags_rules": "a post has at most 5 tags, each 1 to 30 characters without control characters",
    ]

    /// The posts as the session reads and writes them.
    public static func posts(on storage: StorageAccess) -> any PostStore {
        switch storage {
        case .sqlite(let access): SQLitePostStore(access: access)
        case .postgres(let access): PostgresPostStore(access: access)
        }
    }
}

extension FeedStorage {
    /// How many posts each author has (`team list`), read in one grouped query.
    public static func postCounts(on storage: StorageAccess) async throws -> [Int64: Int] {
        switch storage {
        case .sqlite(let access):
            try await access.read { db in
                var counts: [Int64: Int] = [:]
                for row in try Row.fetchAll(
                    db, sql: "SELECT author_id, COUNT(*) FROM posts GROUP BY author_id")
                {
                    counts[try row.decode(Int64.self, atIndex: 0)] = try row.decode(Int.self, atIndex: 1)
                }
                return counts
            }
        case .postgres(let access):
            try await access.run { connection in
                var counts: [Int64: Int] = [:]
                for try await (author, count) in try await connection.query(
                    "SELECT author_id, COUNT(*)::bigint FROM posts GROUP BY author_id", logger: access.logger
                ).decode((Int64, Int64).self) {
                    counts[author] = Int(count)
                }
                return counts
            }
        }
    }
}
