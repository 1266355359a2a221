import Foundation
import Infrastructure
import Logging
import PostgresNIO

/// `PostStore` on PostgreSQL: keyset pages with a row comparison the `(created_at, id)`
/// indexes serve.
struct PostgresPostStore: PostStore {
    let access: PostgresAccess

    func feed(after: PostCursor?, limit: Int, viewer: Int64?) async throws -> PostRecordsPage {
        try await page(.everyone, going: .older(than: after), limit: limit, viewer: viewer)
    }

    func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(.author(authorID), going: .older(than: after), limit: limit, viewer: viewer)
    }

    func posts(taggedWith tag: String, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(.tag(tag), going: .older(than: after), limit: limit, viewer: viewer)
    }

    /// Which posts a page holds.
    private enum Selection {
        case everyone
        case author(Int64)
        /// Read through the tag index, whose primary key carries the post's time and so serves
        /// the order and the cursor.
        case tag(String)
        /// Those holding every word (`PostSearch`), through the trigram index.
        case found([String])

        var from: String {
            switch self {
            case .everyone, .author, .found: "FROM posts p"
            case .tag: "FROM post_tags t JOIN posts p ON p.id = t.post_id"
            }
        }

        var orderColumns: (time: String, id: String) {
            switch self {
            case .everyone, .author, .found: ("p.created_at", "p.id")
            case .tag: ("t.created_at", "t.post_id")
            }
        }
    }

    func feed(before: PostCursor, limit: Int, viewer: Int64?) async throws -> PostRecordsPage {
        try await page(.everyone, going: .newer(than: before), limit: limit, viewer: viewer)
    }

    func posts(taggedWith tag: String, before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(.tag(tag), going: .newer(than: before), limit: limit, viewer: viewer)
    }

    func posts(matching words: [String], after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(.found(words), going: .older(than: after), limit: limit, viewer: viewer)
    }

    func posts(matching words: [String], before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(.found(words), going: .newer(than: before), limit: limit, viewer: viewer)
    }

    /// One keyset page, newest first, on the side of the cursor `direction` says.
    private func page(_ selection: Selection, going direction: PageDirection, limit: Int, viewer: Int64?)
        async throws -> PostRecordsPage
    {
        let limit = PageLimit.clamp(limit)
        let (time, id) = selection.orderColumns
        var conditions: [String] = []
        var binds = PostgresBindings()
        // Ids start at 1: 0 is nobody.
        binds.append(viewer ?? 0)
        switch selection {
        case .everyone: break
        case .author(let author):
            binds.append(author)
            conditions.append("p.author_id = $\(binds.count)")
        case .tag(let tag):
            binds.append(TagRule.key(tag))
            conditions.append("t.tag = $\(binds.count)")
        case .found(let words):
            if words.isEmpty { conditions.append("false") }
            for word in words {
                binds.append(PostSearch.containing(word))
                conditions.append("\(PostSearch.searchedText) ILIKE $\(binds.count)")
            }
        }
        if let cursor = direction.cursor {
            binds.append(StoredTime.milliseconds(cursor.createdAt))
            binds.append(cursor.id)
            conditions.append(
                "(\(time), \(id)) \(direction.comparison) ($\(binds.count - 1), $\(binds.count))")
        }
        binds.append(limit + 1)
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let sql = """
            SELECT \(FeedPostgresRows.postColumns(viewer: 1)) \(selection.from) JOIN people a ON a.id = p.author_id
            \(filter) ORDER BY \(time) \(direction.order), \(id) \(direction.order) LIMIT $\(binds.count)
            """
        let query = PostgresQuery(unsafeSQL: sql, binds: binds)
        guard case .found = selection else {
            let posts = try await access.run { connection in
                try await FeedPostgresRows.posts(connection.query(query, logger: access.logger))
            }
            return direction.page(posts, limit: limit)
        }
        // A search has a time budget of its own, in a transaction so that it holds (`PostSearch`).
        let posts = try await access.transaction { connection in
            try await connection.query(
                PostgresQuery(unsafeSQL: PostSearch.postgresTimeBudget), logger: access.logger)
            return try await FeedPostgresRows.posts(connection.query(query, logger: access.logger))
        }
        return direction.page(posts, limit: limit)
    }

    func post(id: Int64, viewer: Int64?) async throws -> PostWithAuthor? {
        var binds = PostgresBindings()
        binds.append(id)
        binds.append(viewer ?? 0)
        let query = PostgresQuery(
            unsafeSQL: """
                SELECT \(FeedPostgresRows.postColumns(viewer: 2)) FROM posts p JOIN people a ON a.id = p.author_id
                WHERE p.id = $1
                """, binds: binds)
        return try await access.run { connection in
            try await FeedPostgresRows.posts(connection.query(query, logger: access.logger)).first
        }
    }

    /// One statement, so a connection that breaks after sending it leaves the post stored or
    /// not, never half; `ON CONFLICT` on the publish key makes a retry return the stored post.
    func create(_ post: NewPost) async throws -> PostRecord {
        try PostRules.check(title: post.title, body: post.body, tags: post.tags)
        let created = StoredTime.milliseconds(post.createdAt ?? Date())
        let tags = StoredTags.encode(post.tags)
        let key = post.storedKey
        let logger = access.logger
        let login = access.login
        // A member publishes through the owner's function, as themselves, at the server's time.
        if !login.isOwner, post.authorID != login.personID {
            throw StoreError.notAllowed("only person \(post.authorID) can publish in their name")
        }
        return try await access.run(retry: true) { connection in
            let inserted: [PostRecord]
            do {
                inserted = try await FeedPostgresRows.postRecords(
                    login.isOwner
                        ? connection.query(
                            """
                            INSERT INTO posts (author_id, title, body, tags, created_at, updated_at, publish_key)
                            VALUES (\(post.authorID), \(post.title), \(post.body), \(tags), \(created), \(created), \(key))
                            ON CONFLICT (publish_key) DO NOTHING
                            RETURNING \(unescaped: FeedPostgresRows.recordColumns)
                            """, logger: logger)
                        : connection.query(
                            """
                            SELECT \(unescaped: FeedPostgresRows.recordColumns)
                            FROM mosaic_publish(\(post.title), \(post.body), \(tags), \(key))
                            """, logger: logger))
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23503" {
                throw StoreError.notFound("person \(post.authorID)")
            }
            if let stored = inserted.first { return stored }
            // The key is taken: an earlier try of this draft was stored.
            guard
                let stored = try await FeedPostgresRows.postRecords(
                    connection.query(
                        "SELECT \(unescaped: FeedPostgresRows.recordColumns) FROM posts WHERE publish_key = \(key)",
                        logger: logger)
                ).first
            else {
                throw StoreError.invalid(
                    "this draft was published and then deleted; write it again to post it anew")
            }
            guard stored.authorID == post.authorID else {
                throw StoreError.invalid("this draft's key belongs to someone else's post; write it again")
            }
            return stored
        }
    }

    /// One statement, then a look to tell "gone already" from "not yours".
    func delete(postID: Int64, actingAs: Int64) async throws -> PostDeletion {
        let logger = access.logger
        let login = access.login
        return try await access.run(retry: false) { connection in
            var deleted = false
            if login.isOwner {
                for try await _ in try await connection.query(
                    "DELETE FROM posts WHERE id = \(postID) AND author_id = \(actingAs) RETURNING id",
                    logger: logger
                ).decode(Int64.self) {
                    deleted = true
                }
            } else if actingAs == login.personID {
                // The owner's function deletes only the caller's own post.
                for try await value in try await connection.query(
                    "SELECT mosaic_delete_post(\(postID))", logger: logger
                ).decode(Bool.self) {
                    deleted = value
                }
            }
            if deleted { return .deleted }
            var author: Int64?
            for try await value in try await connection.query(
                "SELECT author_id FROM posts WHERE id = \(postID)", logger: logger
            ).decode(Int64.self) {
                author = value
            }
            // Row-level security deletes only a member's own posts: a post still there is not theirs.
            guard author == nil else {
                throw StoreError.notAllowed("only its author can delete post \(postID)")
            }
            return .alreadyDeleted
        }
    }

    /// A member likes through the owner's function, as their login (never as anyone else); the
    /// owner writes the like row itself. Either way the database's triggers keep the count, and
    /// no other session's like is waited for (`PostgresLikes`).
    func setLiked(_ liked: Bool, postID: Int64, actingAs: Int64) async throws -> PostLikes {
        let logger = access.logger
        let login = access.login
        if !login.isOwner, actingAs != login.personID {
            throw StoreError.notAllowed("only person \(actingAs) can like posts in their name")
        }
        // Liking is a state, not a step: sent again after a broken connection, it is the same.
        let count: Int? = try await access.transaction(retry: true) { connection in
            guard login.isOwner else {
                for try await count in try await connection.query(
                    "SELECT mosaic_set_like(\(postID), \(liked))", logger: logger
                ).decode(Int?.self) {
                    return count
                }
                return nil
            }
            return try await Self.setLikedAsOwner(liked, postID: postID, person: actingAs, connection, logger)
        }
        guard let count else { throw StoreError.notFound("post \(postID)") }
        return PostLikes(postID: postID, likeCount: count, isLiked: liked)
    }

    /// The owner's like, as `person`: nil when there is no such post.
    private static func setLikedAsOwner(
        _ liked: Bool, postID: Int64, person: Int64, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> Int? {
        guard
            try await connection.flag(
                "SELECT EXISTS (SELECT 1 FROM posts WHERE id = \(postID))", logger: logger)
        else { return nil }
        guard
            try await connection.flag(
                "SELECT EXISTS (SELECT 1 FROM people WHERE id = \(person))", logger: logger)
        else { throw StoreError.notFound("person \(person)") }
        let now = StoredTime.milliseconds(Date())
        let change: PostgresQuery =
            liked
            ? """
            INSERT INTO likes (post_id, person_id, created_at) VALUES (\(postID), \(person), \(now))
            ON CONFLICT DO NOTHING
            """
            : "DELETE FROM likes WHERE post_id = \(postID) AND person_id = \(person)"
        try await connection.query(change, logger: logger)
        return try await PostgresRows.count(
            connection.query(
                "SELECT COALESCE(sum(likes), 0)::integer FROM like_counts WHERE post_id = \(postID)",
                logger: logger))
    }

    func authors(matching words: [String], limit: Int) async throws -> [PersonRecord] {
        guard !words.isEmpty else { return [] }
        var binds = PostgresBindings()
        var conditions: [String] = []
        for word in words {
            binds.append(PostSearch.containing(word))
            conditions.append("\(PostSearch.personText) ILIKE $\(binds.count)")
        }
        binds.append(PostSearch.peopleLimit(limit))
        let query = PostgresQuery(
            unsafeSQL: """
                SELECT id, handle, display_name, created_at FROM people
                WHERE \(conditions.joined(separator: " AND ")) ORDER BY handle LIMIT $\(binds.count)
                """, binds: binds)
        return try await access.run { connection in
            try await PostgresRows.people(connection.query(query, logger: access.logger))
        }
    }

    func count() async throws -> Int {
        try await access.run { connection in
            try await PostgresRows.count(
                connection.query("SELECT COUNT(*) FROM posts", logger: access.logger))
        }
    }
}
