import Foundation
import GRDB
import Infrastructure
import Logging
import PostgresNIO

/// A post written in bulk (`mosaic import`, `mosaic seed`, sample data), its author found.
public struct BulkPost: Sendable {
    public var authorID: Int64
    public var title: String
    public var body: String
    public var tags: [String]
    public var createdAt: Date

    public init(authorID: Int64, title: String, body: String, tags: [String], createdAt: Date) {
        self.authorID = authorID
        self.title = title
        self.body = body
        self.tags = tags
        self.createdAt = createdAt
    }
}

/// A like written in bulk: `post` is the liked post's index among the batch's posts, dated as
/// that post.
public struct BulkLike: Sendable, Equatable {
    public var post: Int
    public var likerID: Int64

    public init(post: Int, likerID: Int64) {
        self.post = post
        self.likerID = likerID
    }
}

/// The feed's part of a bulk write, in the caller's transaction: the posts, then their likes
/// (counted by the database's triggers like any other), then authors dated back to their first
/// post (nobody's posts predate their joining: an import or a seed brings older posts).
extension FeedStorage {
    /// On SQLite; returns the posts' ids, in order.
    @discardableResult
    public static func insert(_ posts: [BulkPost], likes: [BulkLike], in db: Database) throws -> [Int64] {
        let addPost = try db.cachedStatement(
            sql:
                "INSERT INTO posts (author_id, title, body, tags, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
        )
        var ids: [Int64] = []
        ids.reserveCapacity(posts.count)
        for post in posts {
            let created = StoredTime.milliseconds(post.createdAt)
            try addPost.execute(arguments: [
                post.authorID, post.title, post.body, StoredTags.encode(post.tags), created, created,
            ])
            ids.append(db.lastInsertedRowID)
        }
        let addLike = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO likes (post_id, person_id, created_at) VALUES (?, ?, ?)")
        for like in likes where ids.indices.contains(like.post) {
            try addLike.execute(arguments: [
                ids[like.post], like.likerID, StoredTime.milliseconds(posts[like.post].createdAt),
            ])
        }
        // The `(author_id, created_at)` index finds each author's first post at once.
        let earliest = "(SELECT MIN(p.created_at) FROM posts p WHERE p.author_id = people.id)"
        let dateBack = try db.cachedStatement(
            sql: "UPDATE people SET created_at = \(earliest) WHERE id = ? AND created_at > \(earliest)")
        for author in Set(posts.map(\.authorID)) {
            try dateBack.execute(arguments: [author])
        }
        return ids
    }

    /// On PostgreSQL as the owner, in a few `UNNEST` statements (arrays as parameters) instead
    /// of one round trip per row.
    public static func insert(
        _ posts: [BulkPost], likes: [BulkLike], in connection: PostgresConnection, logger: Logger
    ) async throws {
        guard !posts.isEmpty else { return }
        // The posts' ids taken first, so the likes can name them.
        var ids: [Int64] = []
        ids.reserveCapacity(posts.count)
        for try await id in try await connection.query(
            "SELECT nextval(pg_get_serial_sequence('posts', 'id')) FROM generate_series(1, \(posts.count))",
            logger: logger
        ).decode(Int64.self) {
            ids.append(id)
        }
        ids.sort()
        let authorIDs = posts.map(\.authorID)
        let titles = posts.map(\.title)
        let bodies = posts.map(\.body)
        let tags = posts.map { StoredTags.encode($0.tags) }
        let times = posts.map { StoredTime.milliseconds($0.createdAt) }
        try await connection.query(
            """
            INSERT INTO posts (id, author_id, title, body, tags, created_at, updated_at)
            SELECT i, a, t, b, g, c, c FROM UNNEST(
                \(ids)::bigint[], \(authorIDs)::bigint[], \(titles)::text[], \(bodies)::text[], \(tags)::text[],
                \(times)::bigint[]
            ) AS batch(i, a, t, b, g, c)
            """, logger: logger)
        let liked = likes.filter { ids.indices.contains($0.post) }
        if !liked.isEmpty {
            let likedPosts = liked.map { ids[$0.post] }
            let likers = liked.map(\.likerID)
            let likeTimes = liked.map { StoredTime.milliseconds(posts[$0.post].createdAt) }
            try await connection.query(
                """
                INSERT INTO likes (post_id, person_id, created_at)
                SELECT * FROM UNNEST(\(likedPosts)::bigint[], \(likers)::bigint[], \(likeTimes)::bigint[])
                ON CONFLICT DO NOTHING
                """, logger: logger)
        }
        let authors = Array(Set(authorIDs))
        try await connection.query(
            """
            UPDATE people pe SET created_at = first.at
            FROM (SELECT author_id, MIN(created_at) AS at FROM posts WHERE author_id = ANY(\(authors))
                GROUP BY author_id) AS first
            WHERE pe.id = first.author_id AND pe.created_at > first.at
            """, logger: logger)
    }

    /// A member's import on PostgreSQL: their own posts only, through the owner's function,
    /// which dates them by the server's clock (a member's dates are never their own to choose)
    /// and makes the caller their author. Sent in batches no larger than the team's
    /// `feed.batch_posts` quota, which the function enforces (its hourly and daily quotas
    /// still apply to the whole import).
    public static func publishAsMember(
        _ posts: [BulkPost], in connection: PostgresConnection, logger: Logger
    ) async throws {
        guard !posts.isEmpty else { return }
        var batchSize = posts.count
        for try await most in try await connection.query(
            "SELECT value FROM team_quotas WHERE name = \(FeedQuotas.batchPosts)", logger: logger
        ).decode(Int64.self) where most > 0 {
            batchSize = Int(min(most, Int64(posts.count)))
        }
        for start in stride(from: 0, to: posts.count, by: batchSize) {
            let batch = posts[start..<min(start + batchSize, posts.count)]
            let titles = batch.map(\.title)
            let bodies = batch.map(\.body)
            let tags = batch.map { StoredTags.encode($0.tags) }
            // Its one row read to the end: the function has run once the row has come.
            for try await _ in try await connection.query(
                "SELECT mosaic_publish_many(\(titles)::text[], \(bodies)::text[], \(tags)::text[])",
                logger: logger)
            {}
        }
    }
}
