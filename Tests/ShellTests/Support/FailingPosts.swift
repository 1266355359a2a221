import FeedStorage
import Infrastructure

/// A post store whose every call fails with one `StoreError`.
struct FailingPosts: PostStore {
    let error: StoreError

    func feed(after: PostCursor?, limit: Int, viewer: Int64?) async throws -> PostRecordsPage { throw error }
    func feed(before: PostCursor, limit: Int, viewer: Int64?) async throws -> PostRecordsPage { throw error }
    func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        throw error
    }
    func posts(taggedWith tag: String, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        throw error
    }
    func posts(taggedWith tag: String, before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        throw error
    }
    func posts(matching words: [String], after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        throw error
    }
    func posts(matching words: [String], before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        throw error
    }
    func post(id: Int64, viewer: Int64?) async throws -> PostWithAuthor? { throw error }
    func create(_ post: NewPost) async throws -> PostRecord { throw error }
    func delete(postID: Int64, actingAs: Int64) async throws -> PostDeletion { throw error }
    func setLiked(_ liked: Bool, postID: Int64, actingAs: Int64) async throws -> PostLikes { throw error }
    func authors(matching words: [String], limit: Int) async throws -> [PersonRecord] { throw error }
    func count() async throws -> Int { throw error }
}
