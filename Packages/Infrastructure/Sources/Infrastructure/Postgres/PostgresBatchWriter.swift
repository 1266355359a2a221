import Foundation
import Logging
import PostgresNIO

/// Inserts many people and posts with a few `UNNEST` statements (arrays as parameters)
/// instead of one round trip per row.
enum PostgresBatchWriter {
    /// A member's import: their own posts only, through the owner's function, which dates them
    /// by the server's clock (a member's dates are never their own to choose). People are the
    /// owner's to add.
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
        let wanted = Array(Set(batch.posts.map(\.authorHandle)))
        var authors: [String: Int64] = [:]
        let rows = try await connection.query(
            "SELECT handle, id FROM people WHERE handle = ANY(\(wanted))", logger: logger)
        for try await (handle, id) in rows.decode((String, Int64).self) {
            authors[handle] = id
        }
        var authorIDs: [Int64] = []
        authorIDs.reserveCapacity(batch.posts.count)
        for post in batch.posts {
            guard let id = authors[post.authorHandle] else {
                throw UnknownAuthorError(handle: post.authorHandle, line: post.line)
            }
            authorIDs.append(id)
        }
        let titles = batch.posts.map(\.title)
        let bodies = batch.posts.map(\.body)
        let tags = batch.posts.map { StoredTags.encode($0.tags) }
        let times = batch.posts.map { StoredTime.milliseconds($0.createdAt) }
        try await connection.query(
            """
            INSERT INTO posts (author_id, title, body, tags, created_at, updated_at)
            SELECT a, t, b, g, c, c FROM UNNEST(
                \(authorIDs)::bigint[], \(titles)::text[], \(bodies)::text[], \(tags)::text[], \(times)::bigint[]
            ) AS batch(a, t, b, g, c)
            """, logger: logger)
    }
}
