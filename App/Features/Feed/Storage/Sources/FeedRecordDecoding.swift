import Foundation
import GRDB
import Infrastructure
import PostgresNIO

/// Reading the feed's rows on SQLite; `decode` throws (rather than trapping) on a tampered file.
enum FeedSQLiteRows {
    /// A post, its author, and whether the person bound to the one `?` likes it (an index
    /// look-up on the likes' primary key; NULL, for nobody, matches no like).
    static let postColumns = """
        p.id, p.author_id, p.title, p.body, p.tags, p.created_at, p.updated_at, p.like_count, \
        a.handle, a.display_name, \
        EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.person_id = ?)
        """

    /// A row of `id, author_id, title, body, tags, created_at, updated_at, like_count`.
    static func post(_ row: Row) throws -> PostRecord {
        PostRecord(
            id: try row.decode(Int64.self, atIndex: 0),
            authorID: try row.decode(Int64.self, atIndex: 1),
            title: try row.decode(String.self, atIndex: 2),
            body: try row.decode(String.self, atIndex: 3),
            tags: StoredTags.decode(try row.decode(String.self, atIndex: 4)),
            createdAt: StoredTime.date(try row.decode(Int64.self, atIndex: 5)),
            updatedAt: StoredTime.date(try row.decode(Int64.self, atIndex: 6)),
            likeCount: try row.decode(Int.self, atIndex: 7))
    }

    /// A row of `postColumns`.
    static func postWithAuthor(_ row: Row) throws -> PostWithAuthor {
        PostWithAuthor(
            post: try post(row), authorHandle: try row.decode(String.self, atIndex: 8),
            authorDisplayName: try row.decode(String.self, atIndex: 9),
            isLikedByViewer: try row.decode(Bool.self, atIndex: 10))
    }
}

/// Reading the feed's rows on PostgreSQL.
enum FeedPostgresRows {
    /// A post's count: the sum of its slots (`PostgresLikes`), read through their primary key.
    /// `post` names the post's id column as the query has it.
    static func likeCount(of post: String) -> String {
        "(SELECT COALESCE(pg_catalog.sum(c.likes), 0)::integer FROM like_counts c WHERE c.post_id = \(post))"
    }

    /// A post, its author, and whether the person bound to parameter `$viewer` likes it (one
    /// look-up on the likes' primary key; 0, nobody, matches no like).
    static func postColumns(viewer: Int) -> String {
        """
        p.id, p.author_id, p.title, p.body, p.tags, p.created_at, p.updated_at, \(likeCount(of: "p.id")), \
        a.handle, a.display_name, \
        EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.person_id = $\(viewer))
        """
    }

    static func posts(_ rows: PostgresRowSequence) async throws -> [PostWithAuthor] {
        var posts: [PostWithAuthor] = []
        for try await (id, author, title, body, tags, created, updated, likes, handle, name, liked)
            in rows.decode(
                (Int64, Int64, String, String, String, Int64, Int64, Int, String, String, Bool).self)
        {
            let post = PostRecord(
                id: id, authorID: author, title: title, body: body, tags: StoredTags.decode(tags),
                createdAt: StoredTime.date(created), updatedAt: StoredTime.date(updated), likeCount: likes)
            posts.append(
                PostWithAuthor(
                    post: post, authorHandle: handle, authorDisplayName: name, isLikedByViewer: liked))
        }
        return posts
    }

    /// A post's own columns where the row has no alias (`RETURNING`, a function's rows): its
    /// count's `id` is the row's, as `like_counts` has no column of that name.
    static let recordColumns =
        "id, author_id, title, body, tags, created_at, updated_at, \(likeCount(of: "id"))"

    /// Rows of `recordColumns`.
    static func postRecords(_ rows: PostgresRowSequence) async throws -> [PostRecord] {
        var posts: [PostRecord] = []
        for try await (id, author, title, body, tags, created, updated, likes) in rows.decode(
            (Int64, Int64, String, String, String, Int64, Int64, Int).self)
        {
            posts.append(
                PostRecord(
                    id: id, authorID: author, title: title, body: body, tags: StoredTags.decode(tags),
                    createdAt: StoredTime.date(created), updatedAt: StoredTime.date(updated), likeCount: likes
                ))
        }
        return posts
    }
}
