import Foundation
import GRDB
import Infrastructure

/// `ProfilePostStore` on SQLite, over the feed's `feed_posts_v1` view.
struct SQLiteProfilePostStore: ProfilePostStore {
    let access: SQLiteAccess

    func posts(by author: Int64, after cursor: ProfilePostCursor?, limit: Int) async throws -> ProfilePostPage
    {
        let limit = PageLimit.clamp(limit)
        var sql =
            "SELECT p.id, p.author_id, p.title, p.tags, p.created_at FROM feed_posts_v1 p WHERE p.author_id = ?"
        var values: [DatabaseValue] = [author.databaseValue]
        if let cursor {
            sql += " AND (p.created_at, p.id) < (?, ?)"
            values += [StoredTime.milliseconds(cursor.createdAt).databaseValue, cursor.id.databaseValue]
        }
        // One more than asked: whether there is a next page, without counting.
        sql += " ORDER BY p.created_at DESC, p.id DESC LIMIT ?"
        values.append((limit + 1).databaseValue)
        let rows = try await access.read { [sql, values] db in
            try Row.fetchAll(db, sql: sql, arguments: StatementArguments(values)).map { row in
                ProfilePostRecord(
                    id: try row.decode(Int64.self, atIndex: 0),
                    authorID: try row.decode(Int64.self, atIndex: 1),
                    title: try row.decode(String.self, atIndex: 2),
                    tags: ContractTags.decode(try row.decode(String.self, atIndex: 3)),
                    createdAt: StoredTime.date(try row.decode(Int64.self, atIndex: 4)))
            }
        }
        let page = Array(rows.prefix(limit))
        return ProfilePostPage(posts: page, next: rows.count > limit ? page.last?.cursor : nil)
    }
}
