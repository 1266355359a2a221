import GRDB

/// Reading our rows; `decode` throws (rather than trapping) on a tampered file.
enum SQLiteRows {
    /// A post, its author, and whether the person bound to the one `?` likes it (an index
    /// look-up on the likes' primary key; NULL, for nobody, matches no like).
    static let postColumns = """
        p.id, p.author_id, p.title, p.body, p.tags, p.created_at, p.updated_at, p.like_count, \
        a.handle, a.display_name, \
        EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.person_id = ?)
        """

    static func person(_ row: Row) throws -> PersonRecord {
        PersonRecord(
            id: try row.decode(Int64.self, atIndex: 0),
            handle: try row.decode(String.self, atIndex: 1),
            displayName: try row.decode(String.self, atIndex: 2),
            bio: try row.decode(String.self, atIndex: 3),
            createdAt: StoredTime.date(try row.decode(Int64.self, atIndex: 4)))
    }

    /// A row of `id, author_id, title, body, tags, created_at, updated_at, like_count`.
    static func post(_ row: Row) throws -> PostRecord {
        PostRecord(
            id: try row.decode(Int64.self, atIndex: 0),
            authorID: try row.decode(Int64.self, atIndex: 1),
            title: try row.decode(String.self, atIndex: 2),
            body: try row.decode(String.self, atIndex: 3),
            tags: StoredTags.decode(try row.decode(String.self, atIndex: 4)),
            createdAt: StoredTime.date(try row.decode(Int64.self, atIndex: 5)),
            updatedAt: StoredTime.date(try row.decode(Int64.self, atIndex: 6)),
            likeCount: try row.decode(Int.self, atIndex: 7))
    }

    static func postWithAuthor(_ row: Row) throws -> PostWithAuthor {
        let post = PostRecord(
            id: try row.decode(Int64.self, atIndex: 0),
            authorID: try row.decode(Int64.self, atIndex: 1),
            title: try row.decode(String.self, atIndex: 2),
            body: try row.decode(String.self, atIndex: 3),
            tags: StoredTags.decode(try row.decode(String.self, atIndex: 4)),
            createdAt: StoredTime.date(try row.decode(Int64.self, atIndex: 5)),
            updatedAt: StoredTime.date(try row.decode(Int64.self, atIndex: 6)),
            likeCount: try row.decode(Int.self, atIndex: 7))
        return PostWithAuthor(
            post: post, authorHandle: try row.decode(String.self, atIndex: 8),
            authorDisplayName: try row.decode(String.self, atIndex: 9),
            isLikedByViewer: try row.decode(Bool.self, atIndex: 10))
    }
}
