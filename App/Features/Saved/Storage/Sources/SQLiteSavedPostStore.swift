import Foundation
import GRDB
import Infrastructure

/// `SavedPostStore` on SQLite: a file has no logins, so the store shows each person only their
/// own rows (every query names the person), and the app asks only for the person signed in. The
/// posts are read through the feed's published views, `feed_posts_v1` and `feed_likes_v1`.
struct SQLiteSavedPostStore: SavedPostStore {
    let access: SQLiteAccess

    func savedPosts(of person: Int64, after cursor: SavedPostCursor?, limit: Int) async throws
        -> [SavedPostRecord]
    {
        let limit = PageLimit.clamp(limit)
        var sql = """
            SELECT p.id, p.title, p.tags, p.created_at, p.like_count, a.id, a.handle, a.display_name, s.saved_at,
                EXISTS (SELECT 1 FROM feed_likes_v1 l WHERE l.post_id = p.id AND l.person_id = s.person_id)
            FROM saved_posts s JOIN feed_posts_v1 p ON p.id = s.post_id JOIN people a ON a.id = p.author_id
            WHERE s.person_id = ?
            """
        var values: [DatabaseValue] = [person.databaseValue]
        if let cursor {
            sql += " AND (s.saved_at, s.post_id) < (?, ?)"
            values += [StoredTime.milliseconds(cursor.savedAt).databaseValue, cursor.postID.databaseValue]
        }
        sql += " ORDER BY s.saved_at DESC, s.post_id DESC LIMIT ?"
        values.append(limit.databaseValue)
        return try await access.read { [sql, values] db in
            try Row.fetchAll(db, sql: sql, arguments: StatementArguments(values)).map(Self.record)
        }
    }

    func saved(by person: Int64, among postIDs: [Int64]) async throws -> Set<Int64> {
        let ids = Array(Set(postIDs))
        guard !ids.isEmpty else { return [] }
        return try await access.read { db in
            var found: Set<Int64> = []
            // In slices, within SQLite's limit on a statement's values.
            for start in stride(from: 0, to: ids.count, by: 500) {
                let slice = Array(ids[start..<min(start + 500, ids.count)])
                let marks = Array(repeating: "?", count: slice.count).joined(separator: ", ")
                let values = [person.databaseValue] + slice.map(\.databaseValue)
                found.formUnion(
                    try Int64.fetchAll(
                        db,
                        sql: "SELECT post_id FROM saved_posts WHERE person_id = ? AND post_id IN (\(marks))",
                        arguments: StatementArguments(values)))
            }
            return found
        }
    }

    func setSaved(_ saved: Bool, postID: Int64, person: Int64) async throws -> Bool {
        let now = StoredTime.milliseconds(Date())
        return try await access.write { db in
            guard saved else {
                try db.execute(
                    sql: "DELETE FROM saved_posts WHERE person_id = ? AND post_id = ?",
                    arguments: [person, postID])
                return db.changesCount > 0
            }
            guard
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM feed_posts_v1 WHERE id = ?)", arguments: [postID])
                    == true
            else { throw StoreError.notFound("post \(postID)") }
            guard
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM people WHERE id = ?)", arguments: [person])
                    == true
            else { throw StoreError.notFound("person \(person)") }
            let kept =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM saved_posts WHERE person_id = ?", arguments: [person])
                ?? 0
            if try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM saved_posts WHERE person_id = ? AND post_id = ?)",
                arguments: [person, postID]) == true
            {
                return false
            }
            guard kept < SavedRules.maxPerPerson else {
                throw SavedStoreError.limitReached(SavedRules.maxPerPerson)
            }
            try db.execute(
                sql: "INSERT INTO saved_posts (person_id, post_id, saved_at) VALUES (?, ?, ?)",
                arguments: [person, postID, now])
            return true
        }
    }

    func count(of person: Int64) async throws -> Int {
        try await access.read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) FROM saved_posts s JOIN feed_posts_v1 p ON p.id = s.post_id WHERE s.person_id = ?
                    """, arguments: [person]) ?? 0
        }
    }

    /// A row of the page's columns; `decode` throws (rather than trapping) on a tampered file.
    private static func record(_ row: Row) throws -> SavedPostRecord {
        SavedPostRecord(
            postID: try row.decode(Int64.self, atIndex: 0), title: try row.decode(String.self, atIndex: 1),
            tags: SavedTags.decode(try row.decode(String.self, atIndex: 2)),
            createdAt: StoredTime.date(try row.decode(Int64.self, atIndex: 3)),
            likeCount: try row.decode(Int.self, atIndex: 4), authorID: try row.decode(Int64.self, atIndex: 5),
            authorHandle: try row.decode(String.self, atIndex: 6),
            authorDisplayName: try row.decode(String.self, atIndex: 7),
            savedAt: StoredTime.date(try row.decode(Int64.self, atIndex: 8)),
            liked: try row.decode(Bool.self, atIndex: 9))
    }
}
