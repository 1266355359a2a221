import Foundation
import Infrastructure
import PostgresNIO

/// `ProfilePostStore` on PostgreSQL, over the feed's `feed_posts_v1()`, which runs as the
/// caller (row-level security holds) and is inlined into this query.
struct PostgresProfilePostStore: ProfilePostStore {
    let access: PostgresAccess

    func posts(by author: Int64, after cursor: ProfilePostCursor?, limit: Int) async throws -> ProfilePostPage
    {
        let limit = PageLimit.clamp(limit)
        var binds = PostgresBindings()
        binds.append(author)
        var sql =
            "SELECT p.id, p.author_id, p.title, p.tags, p.created_at FROM feed_posts_v1() p WHERE p.author_id = $1"
        if let cursor {
            binds.append(StoredTime.milliseconds(cursor.createdAt))
            binds.append(cursor.id)
            sql += " AND (p.created_at, p.id) < ($2, $3)"
        }
        // One more than asked: whether there is a next page, without counting.
        binds.append(limit + 1)
        sql += " ORDER BY p.created_at DESC, p.id DESC LIMIT $\(binds.count)"
        let query = PostgresQuery(unsafeSQL: sql, binds: binds)
        let rows = try await access.run { connection in
            var rows: [ProfilePostRecord] = []
            for try await (id, authorID, title, tags, created) in try await connection.query(
                query, logger: access.logger
            ).decode((Int64, Int64, String, String, Int64).self) {
                rows.append(
                    ProfilePostRecord(
                        id: id, authorID: authorID, title: title, tags: ContractTags.decode(tags),
                        createdAt: StoredTime.date(created)))
            }
            return rows
        }
        let page = Array(rows.prefix(limit))
        return ProfilePostPage(posts: page, next: rows.count > limit ? page.last?.cursor : nil)
    }
}
