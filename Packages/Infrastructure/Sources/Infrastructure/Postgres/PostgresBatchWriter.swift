import Foundation
import Logging
import PostgresNIO

/// Inserts many people and posts with a few `UNNEST` statements (arrays as parameters)
/// instead of one round trip per row.
enum PostgresBatchWriter {
    /// A member's import: their own posts only, through the owner's function, which dates them
    /// by the server's clock (a member's dates are never their own to choose). People are the
    /// owner's to add; likes are each person's own to give, so a batch's are not written here
    /// (as its authors are not: every post is the member's).
    static func insertAsMember(_ batch: ContentBatch, connection: PostgresConnection, logger: Logger)
        async throws
    {
        if let person = batch.people.first {
            throw StoreError.notAllowed("only the database's owner adds people (@\(person.handle))")
        }
        guard !batch.posts.isEmpty else { return }
        let titles = batch.posts.map(\.title)
        let bodies = batch.posts.map(\.body)
        let tags = batch.posts.map { StoredTags.encode($0.tags) }
        // Its one row read to the end: the function has run once the row has come.
        for try await _ in try await connection.query(
            "SELECT mosaic_publish_many(\(titles)::text[], \(bodies)::text[], \(tags)::text[])",
            logger: logger)
        {}
    }

    static func insert(_ batch: ContentBatch, connection: PostgresConnection, logger: Logger) async throws {
        if !batch.people.isEmpty {
            let handles = batch.people.map(\.handle)
            let taken = try await connection.query(
                "SELECT handle FROM people WHERE handle = ANY(\(handles))", logger: logger)
            for try await handle in taken.decode(String.self) {
                throw StoreError.duplicateHandle(handle)
            }
            let now = StoredTime.milliseconds(batch.joinedAt ?? Date())
            let names = batch.people.map(\.displayName)
            let bios = batch.people.map(\.bio)
            let times = [Int64](repeating: now, count: batch.people.count)
            try await connection.query(
                """
                INSERT INTO people (handle, display_name, bio, created_at)
                SELECT * FROM UNNEST(\(handles)::text[], \(names)::text[], \(bios)::text[], \(times)::bigint[])
                """, logger: logger)
        }
        guard !batch.posts.isEmpty else { return }
        let wanted = Array(Set(batch.posts.map(\.authorHandle) + batch.likes.map(\.likerHandle)))
        var people: [String: Int64] = [:]
        let rows = try await connection.query(
            "SELECT handle, id FROM people WHERE handle = ANY(\(wanted))", logger: logger)
        for try await (handle, id) in rows.decode((String, Int64).self) {
            people[handle] = id
        }
        var authorIDs: [Int64] = []
        authorIDs.reserveCapacity(batch.posts.count)
        for post in batch.posts {
            guard let id = people[post.authorHandle] else {
                throw UnknownAuthorError(handle: post.authorHandle, line: post.line)
            }
            authorIDs.append(id)
        }
        // The posts' ids taken first, so the likes can name them.
        let ids = try await reserveIDs(batch.posts.count, connection: connection, logger: logger)
        let titles = batch.posts.map(\.title)
        let bodies = batch.posts.map(\.body)
        let tags = batch.posts.map { StoredTags.encode($0.tags) }
        let times = batch.posts.map { StoredTime.milliseconds($0.createdAt) }
        try await connection.query(
            """
            INSERT INTO posts (id, author_id, title, body, tags, created_at, updated_at)
            SELECT i, a, t, b, g, c, c FROM UNNEST(
                \(ids)::bigint[], \(authorIDs)::bigint[], \(titles)::text[], \(bodies)::text[], \(tags)::text[],
                \(times)::bigint[]
            ) AS batch(i, a, t, b, g, c)
            """, logger: logger)
        try await insertLikes(batch, postIDs: ids, people: people, connection: connection, logger: logger)
        let authors = Array(Set(authorIDs))
        try await connection.query(
            """
            UPDATE people pe SET created_at = first.at
            FROM (SELECT author_id, MIN(created_at) AS at FROM posts WHERE author_id = ANY(\(authors))
                GROUP BY author_id) AS first
            WHERE pe.id = first.author_id AND pe.created_at > first.at
            """, logger: logger)
    }

    /// `count` new post ids from the posts' own sequence, in order.
    private static func reserveIDs(_ count: Int, connection: PostgresConnection, logger: Logger) async throws
        -> [Int64]
    {
        var ids: [Int64] = []
        ids.reserveCapacity(count)
        let rows = try await connection.query(
            """
            SELECT nextval(pg_get_serial_sequence('posts', 'id')) FROM generate_series(1, \(count))
            """, logger: logger)
        for try await id in rows.decode(Int64.self) {
            ids.append(id)
        }
        return ids.sorted()
    }

    /// The batch's likes, in one statement; the database's trigger counts them.
    private static func insertLikes(
        _ batch: ContentBatch, postIDs: [Int64], people: [String: Int64], connection: PostgresConnection,
        logger: Logger
    ) async throws {
        var posts: [Int64] = []
        var likers: [Int64] = []
        var times: [Int64] = []
        for like in batch.likes where postIDs.indices.contains(like.post) {
            guard let liker = people[like.likerHandle] else {
                throw UnknownAuthorError(handle: like.likerHandle, line: batch.posts[like.post].line)
            }
            posts.append(postIDs[like.post])
            likers.append(liker)
            times.append(StoredTime.milliseconds(batch.posts[like.post].createdAt))
        }
        guard !posts.isEmpty else { return }
        try await connection.query(
            """
            INSERT INTO likes (post_id, person_id, created_at)
            SELECT * FROM UNNEST(\(posts)::bigint[], \(likers)::bigint[], \(times)::bigint[])
            ON CONFLICT DO NOTHING
            """, logger: logger)
    }
}
