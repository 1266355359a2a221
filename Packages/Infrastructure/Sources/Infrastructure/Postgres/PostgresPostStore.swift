import Foundation
import PostgresNIO

/// `PostStore` on PostgreSQL: keyset pages with a row comparison the `(created_at, id)`
/// indexes serve.
struct PostgresPostStore: PostStore {
    let access: PostgresAccess

    private static let select =
        "SELECT \(PostgresRows.postColumns) FROM posts p JOIN people a ON a.id = p.author_id"

    func feed(after: PostCursor?, limit: Int) async throws -> PostPage {
        try await page(.everyone, after: after, limit: limit)
    }

    func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int) async throws -> PostPage {
        try await page(.author(authorID), after: after, limit: limit)
    }

    func posts(taggedWith tag: String, after: PostCursor?, limit: Int) async throws -> PostPage {
        try await page(.tag(tag), after: after, limit: limit)
    }

    /// Which posts a page holds.
    private enum Selection {
        case everyone
        case author(Int64)
        /// Read through the tag index, whose primary key carries the post's time and so serves
        /// the order and the cursor.
        case tag(String)

        var from: String {
            switch self {
            case .everyone, .author: "FROM posts p"
            case .tag: "FROM post_tags t JOIN posts p ON p.id = t.post_id"
            }
        }

        var orderColumns: (time: String, id: String) {
            switch self {
            case .everyone, .author: ("p.created_at", "p.id")
            case .tag: ("t.created_at", "t.post_id")
            }
        }
    }

    private func page(_ selection: Selection, after: PostCursor?, limit: Int) async throws -> PostPage {
        let limit = PageLimit.clamp(limit)
        let (time, id) = selection.orderColumns
        var conditions: [String] = []
        var binds = PostgresBindings()
        switch selection {
        case .everyone: break
        case .author(let author):
            binds.append(author)
            conditions.append("p.author_id = $\(binds.count)")
        case .tag(let tag):
            binds.append(tag)
            conditions.append("t.tag = $\(binds.count)")
        }
        if let after {
            binds.append(StoredTime.milliseconds(after.createdAt))
            binds.append(after.id)
            conditions.append("(\(time), \(id)) < ($\(binds.count - 1), $\(binds.count))")
        }
        binds.append(limit + 1)
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let sql = """
            SELECT \(PostgresRows.postColumns) \(selection.from) JOIN people a ON a.id = p.author_id
            \(filter) ORDER BY \(time) DESC, \(id) DESC LIMIT $\(binds.count)
            """
        let posts = try await access.run { connection in
            try await PostgresRows.posts(
                connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: access.logger))
        }
        guard posts.count > limit else { return PostPage(posts: posts, next: nil) }
        let kept = Array(posts.prefix(limit))
        return PostPage(posts: kept, next: kept.last.map { PostCursor(after: $0.post) })
    }

    func post(id: Int64) async throws -> PostWithAuthor? {
        var binds = PostgresBindings()
        binds.append(id)
        let sql = "\(Self.select) WHERE p.id = $1"
        return try await access.run { connection in
            try await PostgresRows.posts(
                connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: access.logger)
            ).first
        }
    }

    func create(_ post: NewPost) async throws -> PostRecord {
        try Validation.post(title: post.title, body: post.body, tags: post.tags)
        let created = StoredTime.milliseconds(post.createdAt ?? Date())
        let tags = StoredTags.encode(post.tags)
        return try await access.transaction { connection in
            guard try await PostgresPeopleStore.fetch(connection, id: post.authorID, access: access) != nil
            else {
                throw StoreError.notFound("person \(post.authorID)")
            }
            let rows = try await connection.query(
                """
                INSERT INTO posts (author_id, title, body, tags, created_at, updated_at)
                VALUES (\(post.authorID), \(post.title), \(post.body), \(tags), \(created), \(created))
                RETURNING id
                """, logger: access.logger)
            var id: Int64 = 0
            for try await value in rows.decode(Int64.self) {
                id = value
            }
            return PostRecord(
                id: id, authorID: post.authorID, title: post.title, body: post.body, tags: post.tags,
                createdAt: StoredTime.date(created), updatedAt: StoredTime.date(created), likeCount: 0)
        }
    }

    func delete(postID: Int64, actingAs: Int64) async throws {
        try await access.transaction { connection in
            var author: Int64?
            let rows = try await connection.query(
                "SELECT author_id FROM posts WHERE id = \(postID)", logger: access.logger)
            for try await value in rows.decode(Int64.self) {
                author = value
            }
            guard let author else { throw StoreError.notFound("post \(postID)") }
            guard author == actingAs else {
                throw StoreError.notAllowed("only its author can delete post \(postID)")
            }
            // Row-level security deletes only a member's own posts: no row back means refused
            // (or deleted meanwhile, which ends the same way for the person).
            var deleted = false
            for try await _ in try await connection.query(
                "DELETE FROM posts WHERE id = \(postID) RETURNING id", logger: access.logger
            ).decode(Int64.self) {
                deleted = true
            }
            guard deleted else { throw StoreError.notAllowed("only its author can delete post \(postID)") }
        }
    }

    func count() async throws -> Int {
        try await access.run { connection in
            try await PostgresRows.count(
                connection.query("SELECT COUNT(*) FROM posts", logger: access.logger))
        }
    }
}
