import Foundation
import GRDB
import Infrastructure

/// `PostStore` on SQLite: keyset pages over the `(created_at, id)` indexes.
struct SQLitePostStore: PostStore {
    let access: SQLiteAccess

    private static let select =
        "SELECT \(FeedSQLiteRows.postColumns) FROM posts p JOIN people a ON a.id = p.author_id"
    /// The tag index holds each post's time, so its primary key serves the order and the cursor.
    private static let selectTagged =
        "SELECT \(FeedSQLiteRows.postColumns) FROM post_tags t JOIN posts p ON p.id = t.post_id "
        + "JOIN people a ON a.id = p.author_id"

    func feed(after: PostCursor?, limit: Int, viewer: Int64?) async throws -> PostRecordsPage {
        try await page(
            Self.select, matching: nil, by: .post, going: .older(than: after), limit: limit, viewer: viewer)
    }

    func feed(before: PostCursor, limit: Int, viewer: Int64?) async throws -> PostRecordsPage {
        try await page(
            Self.select, matching: nil, by: .post, going: .newer(than: before), limit: limit, viewer: viewer)
    }

    func posts(taggedWith tag: String, before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(
            Self.selectTagged, matching: ("t.tag = ?", [TagRule.key(tag).databaseValue]), by: .tag,
            going: .newer(than: before), limit: limit, viewer: viewer)
    }

    func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(
            Self.select, matching: ("p.author_id = ?", [authorID.databaseValue]), by: .post,
            going: .older(than: after), limit: limit, viewer: viewer)
    }

    func posts(taggedWith tag: String, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(
            Self.selectTagged, matching: ("t.tag = ?", [TagRule.key(tag).databaseValue]), by: .tag,
            going: .older(than: after), limit: limit, viewer: viewer)
    }

    func posts(matching words: [String], after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(
            Self.select, matching: try await search(words), by: .post, going: .older(than: after),
            limit: limit,
            viewer: viewer)
    }

    func posts(matching words: [String], before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await page(
            Self.select, matching: try await search(words), by: .post, going: .newer(than: before),
            limit: limit,
            viewer: viewer)
    }

    /// Past this many posts found by the index, walking the feed newest first and asking the
    /// index about each post finds a page sooner than gathering them all to sort.
    var commonMatches = 20_000

    /// The posts holding every word (`PostSearch`): the trigram index for the words it can find,
    /// a `LIKE` for each shorter one. How the index is asked depends on how many posts it finds
    /// (counted only up to `commonMatches`): few, and they are gathered by id and sorted; many,
    /// and the feed's own order is walked, each post looked up in the index, so a word in every
    /// post costs a page, not the whole table.
    private func search(_ words: [String]) async throws -> (sql: String, values: [DatabaseValue]) {
        var conditions: [String] = []
        var values: [DatabaseValue] = []
        if let query = PostSearch.trigramQuery(words) {
            let found = try await access.read { db in
                try Int.fetchOne(
                    db,
                    sql:
                        "SELECT count(*) FROM (SELECT 1 FROM posts_search WHERE posts_search MATCH ? LIMIT ?)",
                    arguments: [query, commonMatches]) ?? 0
            }
            conditions.append(
                found < commonMatches
                    ? "p.id IN (SELECT rowid FROM posts_search WHERE posts_search MATCH ?)"
                    : "EXISTS (SELECT 1 FROM posts_search s WHERE s.rowid = p.id AND posts_search MATCH ?)")
            values.append(query.databaseValue)
        }
        for word in PostSearch.shortWords(words) {
            conditions.append("\(PostSearch.searchedText) LIKE ? ESCAPE '\\'")
            values.append(PostSearch.containing(word).databaseValue)
        }
        return (conditions.isEmpty ? "0" : conditions.joined(separator: " AND "), values)
    }

    /// One keyset page, newest first, of the rows `select` reads that meet `condition`, on the
    /// side of the cursor `direction` says.
    private func page(
        _ select: String, matching condition: (sql: String, values: [DatabaseValue])?, by order: PageOrder,
        going direction: PageDirection, limit: Int, viewer: Int64?
    ) async throws -> PostRecordsPage {
        let limit = PageLimit.clamp(limit)
        var filters = condition.map { [$0.sql] } ?? []
        // The viewer's `?` comes first: it is in the columns, before the filters.
        var values = [viewer.databaseValue] + (condition?.values ?? [])
        if let cursor = direction.cursor {
            filters.append("(\(order.time), \(order.id)) \(direction.comparison) (?, ?)")
            values += [StoredTime.milliseconds(cursor.createdAt).databaseValue, cursor.id.databaseValue]
        }
        values.append((limit + 1).databaseValue)
        let filter = filters.isEmpty ? "" : "WHERE " + filters.joined(separator: " AND ")
        let sql =
            "\(select) \(filter) ORDER BY \(order.time) \(direction.order), \(order.id) \(direction.order) LIMIT ?"
        return try await access.read { [values] db in
            let rows = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(values))
            return direction.page(try rows.map(FeedSQLiteRows.postWithAuthor), limit: limit)
        }
    }

    /// The columns a page is ordered and cut by: the post's own, or the tag index's copy.
    private enum PageOrder {
        case post, tag

        var time: String { self == .post ? "p.created_at" : "t.created_at" }
        var id: String { self == .post ? "p.id" : "t.post_id" }
    }

    func post(id: Int64, viewer: Int64?) async throws -> PostWithAuthor? {
        try await access.read { db in
            try Row.fetchOne(db, sql: "\(Self.select) WHERE p.id = ?", arguments: [viewer, id]).map(
                FeedSQLiteRows.postWithAuthor)
        }
    }

    func create(_ post: NewPost) async throws -> PostRecord {
        try PostRules.check(title: post.title, body: post.body, tags: post.tags)
        let created = StoredTime.milliseconds(post.createdAt ?? Date())
        let key = post.storedKey
        return try await access.write { db in
            // An earlier try of this draft was stored: that post, not a second one.
            if let stored = try Row.fetchOne(
                db, sql: "SELECT \(Self.recordColumns) FROM posts WHERE publish_key = ?", arguments: [key])
            {
                let record = try FeedSQLiteRows.post(stored)
                guard record.authorID == post.authorID else {
                    throw StoreError.invalid(
                        "this draft's key belongs to someone else's post; write it again")
                }
                return record
            }
            guard
                try Bool.fetchOne(db, sql: "SELECT 1 FROM people WHERE id = ?", arguments: [post.authorID])
                    != nil
            else {
                throw StoreError.notFound("person \(post.authorID)")
            }
            try db.execute(
                sql: """
                    INSERT INTO posts (author_id, title, body, tags, created_at, updated_at, publish_key)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    post.authorID, post.title, post.body, StoredTags.encode(post.tags), created, created, key,
                ])
            return PostRecord(
                id: db.lastInsertedRowID, authorID: post.authorID, title: post.title, body: post.body,
                tags: post.tags, createdAt: StoredTime.date(created), updatedAt: StoredTime.date(created),
                likeCount: 0)
        }
    }

    private static let recordColumns = "id, author_id, title, body, tags, created_at, updated_at, like_count"

    func delete(postID: Int64, actingAs: Int64) async throws -> PostDeletion {
        try await access.write { db in
            guard
                let author = try Int64.fetchOne(
                    db, sql: "SELECT author_id FROM posts WHERE id = ?", arguments: [postID])
            else { return .alreadyDeleted }
            guard author == actingAs else {
                throw StoreError.notAllowed("only its author can delete post \(postID)")
            }
            try db.execute(sql: "DELETE FROM posts WHERE id = ?", arguments: [postID])
            return .deleted
        }
    }

    /// One transaction: the like row, then the count its trigger kept. `INSERT OR IGNORE` keeps
    /// a second like of the same person out (the primary key), so its trigger never runs twice.
    func setLiked(_ liked: Bool, postID: Int64, actingAs: Int64) async throws -> PostLikes {
        try await access.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM posts WHERE id = ?", arguments: [postID]) != nil
            else { throw StoreError.notFound("post \(postID)") }
            guard
                try Bool.fetchOne(db, sql: "SELECT 1 FROM people WHERE id = ?", arguments: [actingAs]) != nil
            else {
                throw StoreError.notFound("person \(actingAs)")
            }
            if liked {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO likes (post_id, person_id, created_at) VALUES (?, ?, ?)",
                    arguments: [postID, actingAs, StoredTime.milliseconds(Date())])
            } else {
                try db.execute(
                    sql: "DELETE FROM likes WHERE post_id = ? AND person_id = ?",
                    arguments: [postID, actingAs])
            }
            let count =
                try Int.fetchOne(db, sql: "SELECT like_count FROM posts WHERE id = ?", arguments: [postID])
                ?? 0
            return PostLikes(postID: postID, likeCount: count, isLiked: liked)
        }
    }

    func authors(matching words: [String], limit: Int) async throws -> [PersonRecord] {
        guard !words.isEmpty else { return [] }
        let filter = words.map { _ in "\(PostSearch.personText) LIKE ? ESCAPE '\\'" }.joined(
            separator: " AND ")
        let values =
            words.map { PostSearch.containing($0).databaseValue } + [
                PostSearch.peopleLimit(limit).databaseValue
            ]
        return try await access.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT id, handle, display_name, created_at FROM people WHERE \(filter) ORDER BY handle LIMIT ?",
                arguments: StatementArguments(values)
            ).map { row in
                PersonRecord(
                    id: row["id"], handle: row["handle"], displayName: row["display_name"],
                    createdAt: StoredTime.date(row["created_at"]))
            }
        }
    }

    func count() async throws -> Int {
        try await access.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM posts") ?? 0 }
    }
}
