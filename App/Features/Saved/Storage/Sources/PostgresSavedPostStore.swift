import Foundation
import Infrastructure
import Logging
import PostgresNIO

/// `SavedPostStore` on PostgreSQL. A member reads through row-level security (their own rows
/// only) and writes through `mosaic_set_saved`, as their login, whatever person they name; the
/// owner (who manages the team) writes rows itself. The store refuses another's list before the
/// server is asked. The posts are read through the feed's published `feed_posts_v1()` (and
/// whether the person likes each through `feed_likes_v1()`), which run as the caller and are
/// inlined into each query (the feed's indexes read a page's posts).
struct PostgresSavedPostStore: SavedPostStore {
    let access: PostgresAccess

    func savedPosts(of person: Int64, after cursor: SavedPostCursor?, limit: Int) async throws
        -> [SavedPostRecord]
    {
        try checkMine(person)
        let limit = PageLimit.clamp(limit)
        let select = """
            SELECT p.id, p.title, p.tags, p.created_at, p.like_count, a.id, a.handle, a.display_name, s.saved_at,
                EXISTS (SELECT 1 FROM feed_likes_v1() l WHERE l.post_id = p.id AND l.person_id = s.person_id)
            FROM saved_posts s JOIN feed_posts_v1() p ON p.id = s.post_id JOIN people a ON a.id = p.author_id
            WHERE s.person_id = $1
            """
        var binds = PostgresBindings()
        binds.append(person)
        var sql = select
        if let cursor {
            binds.append(StoredTime.milliseconds(cursor.savedAt))
            binds.append(cursor.postID)
            sql += " AND (s.saved_at, s.post_id) < ($2, $3)"
        }
        binds.append(limit)
        sql += " ORDER BY s.saved_at DESC, s.post_id DESC LIMIT $\(binds.count)"
        let query = PostgresQuery(unsafeSQL: sql, binds: binds)
        return try await access.run { connection in
            var records: [SavedPostRecord] = []
            for try await (id, title, tags, created, likes, author, handle, name, saved, liked)
                in try await connection.query(
                    query, logger: access.logger
                ).decode((Int64, String, String, Int64, Int, Int64, String, String, Int64, Bool).self)
            {
                records.append(
                    SavedPostRecord(
                        postID: id, title: title, tags: SavedTags.decode(tags),
                        createdAt: StoredTime.date(created),
                        likeCount: likes, authorID: author, authorHandle: handle, authorDisplayName: name,
                        savedAt: StoredTime.date(saved), liked: liked))
            }
            return records
        }
    }

    func saved(by person: Int64, among postIDs: [Int64]) async throws -> Set<Int64> {
        try checkMine(person)
        let ids = Array(Set(postIDs))
        guard !ids.isEmpty else { return [] }
        return try await access.run { connection in
            var found: Set<Int64> = []
            for try await id in try await connection.query(
                "SELECT post_id FROM saved_posts WHERE person_id = \(person) AND post_id = ANY (\(ids)::bigint[])",
                logger: access.logger
            ).decode(Int64.self) {
                found.insert(id)
            }
            return found
        }
    }

    func setSaved(_ saved: Bool, postID: Int64, person: Int64) async throws -> Bool {
        try checkMine(person)
        let login = access.login
        let logger = access.logger
        do {
            // Saving is a state, not a step: sent again after a broken connection, it is the same.
            let changed: Bool? = try await access.transaction(retry: true) { connection in
                guard login.isOwner else {
                    for try await changed in try await connection.query(
                        "SELECT mosaic_set_saved(\(postID), \(saved))", logger: logger
                    ).decode(Bool?.self) {
                        return changed
                    }
                    return nil
                }
                return try await Self.setSavedAsOwner(
                    saved, postID: postID, person: person, connection, logger)
            }
            guard let changed else { throw StoreError.notFound("post \(postID)") }
            return changed
        } catch let error where SavedRules.isLimit(error) {
            throw SavedStoreError.limitReached(SavedRules.maxPerPerson)
        }
    }

    func count(of person: Int64) async throws -> Int {
        try checkMine(person)
        return try await access.run { connection in
            try await PostgresRows.count(
                connection.query(
                    "SELECT COUNT(*) FROM saved_posts s JOIN feed_posts_v1() p ON p.id = s.post_id WHERE s.person_id = \(person)",
                    logger: access.logger))
        }
    }

    /// A member's list is theirs alone: asking for another's is refused here, and row-level
    /// security would answer nothing anyway.
    private func checkMine(_ person: Int64) throws {
        let login = access.login
        if !login.isOwner, person != login.personID {
            throw StoreError.notAllowed("saved posts are their person's own (person \(person))")
        }
    }

    /// The owner's save, as `person` (the owner manages the team; members never get here). The
    /// same answers as `mosaic_set_saved`; the owner may save past nobody's limit but the
    /// person's.
    private static func setSavedAsOwner(
        _ saved: Bool, postID: Int64, person: Int64, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> Bool? {
        guard saved else {
            return try await PostgresRows.count(
                connection.query(
                    "WITH gone AS (DELETE FROM saved_posts WHERE person_id = \(person) AND post_id = \(postID) RETURNING 1) SELECT COUNT(*) FROM gone",
                    logger: logger)) > 0
        }
        guard
            try await connection.flag(
                "SELECT EXISTS (SELECT 1 FROM feed_posts_v1() p WHERE p.id = \(postID))", logger: logger)
        else { return nil }
        guard
            try await connection.flag(
                "SELECT EXISTS (SELECT 1 FROM people WHERE id = \(person))", logger: logger)
        else { throw StoreError.notFound("person \(person)") }
        let kept = try await PostgresRows.count(
            connection.query("SELECT COUNT(*) FROM saved_posts WHERE person_id = \(person)", logger: logger))
        let already = try await connection.flag(
            "SELECT EXISTS (SELECT 1 FROM saved_posts WHERE person_id = \(person) AND post_id = \(postID))",
            logger: logger)
        if already { return false }
        guard kept < SavedRules.maxPerPerson else {
            throw SavedStoreError.limitReached(SavedRules.maxPerPerson)
        }
        let now = StoredTime.milliseconds(Date())
        try await connection.query(
            "INSERT INTO saved_posts (person_id, post_id, saved_at) VALUES (\(person), \(postID), \(now)) ON CONFLICT DO NOTHING",
            logger: logger)
        return true
    }
}
