import Foundation
import GRDB

/// `PostStore` on SQLite: keyset pages over the `(created_at, id)` indexes.
struct SQLitePostStore: PostStore {
    let access: SQLiteAccess

    private static let select =
        "SELECT \(SQLiteRows.postColumns) FROM posts p JOIN people a ON a.id = p.author_id"
    private static let order = "ORDER BY p.created_at DESC, p.id DESC LIMIT ?"

    func feed(after: PostCursor?, limit: Int) async throws -> PostPage {
        let limit = PageLimit.clamp(limit)
        return try await access.read { db in
            let rows: [Row]
            if let after {
                rows = try Row.fetchAll(
                    db, sql: "\(Self.select) WHERE (p.created_at, p.id) < (?, ?) \(Self.order)",
                    arguments: [StoredTime.milliseconds(after.createdAt), after.id, limit + 1])
            } else {
                rows = try Row.fetchAll(db, sql: "\(Self.select) \(Self.order)", arguments: [limit + 1])
            }
            return SQLiteRows.page(try rows.map(SQLiteRows.postWithAuthor), limit: limit)
        }
    }

    func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int) async throws -> PostPage {
        let limit = PageLimit.clamp(limit)
        return try await access.read { db in
            let rows: [Row]
            if let after {
                rows = try Row.fetchAll(
                    db,
                    sql:
                        "\(Self.select) WHERE p.author_id = ? AND (p.created_at, p.id) < (?, ?) \(Self.order)",
                    arguments: [authorID, StoredTime.milliseconds(after.createdAt), after.id, limit + 1])
            } else {
                rows = try Row.fetchAll(
                    db, sql: "\(Self.select) WHERE p.author_id = ? \(Self.order)",
                    arguments: [authorID, limit + 1])
            }
            return SQLiteRows.page(try rows.map(SQLiteRows.postWithAuthor), limit: limit)
        }
    }

    func post(id: Int64) async throws -> PostWithAuthor? {
        try await access.read { db in
            try Row.fetchOne(db, sql: "\(Self.select) WHERE p.id = ?", arguments: [id]).map(
                SQLiteRows.postWithAuthor)
        }
    }

    func create(_ post: NewPost) async throws -> PostRecord {
        try Validation.post(title: post.title, body: post.body, tags: post.tags)
        let created = StoredTime.milliseconds(post.createdAt ?? Date())
        return try await access.write { db in
            guard try SQLitePeopleStore.fetch(db, id: post.authorID) != nil else {
                throw StoreError.notFound("person \(post.authorID)")
            }
            try db.execute(
                sql: """
                    INSERT INTO posts (author_id, title, body, tags, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    post.authorID, post.title, post.body, StoredTags.encode(post.tags), created, created,
                ])
            return PostRecord(
                id: db.lastInsertedRowID, authorID: post.authorID, title: post.title, body: post.body,
                tags: post.tags, createdAt: StoredTime.date(created), updatedAt: StoredTime.date(created),
                likeCount: 0)
        }
    }

    func delete(postID: Int64, actingAs: Int64) async throws {
        try await access.write { db in
            guard
                let author = try Int64.fetchOne(
                    db, sql: "SELECT author_id FROM posts WHERE id = ?", arguments: [postID])
            else { throw StoreError.notFound("post \(postID)") }
            guard author == actingAs else {
                throw StoreError.notAllowed("only its author can delete post \(postID)")
            }
            try db.execute(sql: "DELETE FROM posts WHERE id = ?", arguments: [postID])
        }
    }

    func count() async throws -> Int {
        try await access.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM posts") ?? 0 }
    }
}
