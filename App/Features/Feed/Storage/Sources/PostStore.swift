import Foundation
import Infrastructure

/// Posts: the feed, a person's posts, one post, creating, deleting and liking. Pages are newest
/// first, keyset-paged on `(createdAt, id)`; pass the previous page's `next` as `after`.
///
/// Every read says, for `viewer` (the person signed in; nil for nobody), whether they like each
/// post (`PostWithAuthor.isLikedByViewer`), in the same query as the page: a like is one index
/// look-up per post shown, and the count is one the database keeps (`PostRecord.likeCount`),
/// never counted from the likes at read time, so page 2,000 costs what page 1 does.
public protocol PostStore: Sendable {
    /// Everyone's posts, newest first, with the author joined. `limit` is clamped to 1...200.
    func feed(after: PostCursor?, limit: Int, viewer: Int64?) async throws -> PostRecordsPage
    /// One author's posts, newest first, same paging.
    func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    /// Posts carrying `tag` (matched exactly, as written), newest first, same paging.
    func posts(taggedWith tag: String, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    /// The page just above `before`: the `limit` posts newer than it, newest first, and in `next`
    /// the cursor to go on upward (nil at the top). For a list that let its top go.
    func feed(before: PostCursor, limit: Int, viewer: Int64?) async throws -> PostRecordsPage
    /// The same above `before` among the posts carrying `tag`.
    func posts(taggedWith tag: String, before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    /// Posts holding every one of `words` in their title, body or tags (case ignored, inside
    /// longer words too: `PostSearch`), newest first, same paging. No words finds nothing.
    func posts(matching words: [String], after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    /// The same above `before`.
    func posts(matching words: [String], before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    /// People whose handle or display name holds every one of `words` (case ignored), at most
    /// `limit` (clamped to 1...50), by handle: the authors a search names. No words: nobody.
    func authors(matching words: [String], limit: Int) async throws -> [PersonRecord]
    /// One post with its author, or nil.
    func post(id: Int64, viewer: Int64?) async throws -> PostWithAuthor?
    /// Creates a post, or returns the post already stored with the same `key` (so a retry after
    /// an unknown outcome never stores it twice). Throws `.invalid` (title empty or > 120,
    /// body > 4000, > 5 tags, control characters, or a key another author's post holds),
    /// `.notFound` (no such author), `.unreachable` (outcome unknown: retry with the same key).
    func create(_ post: NewPost) async throws -> PostRecord
    /// Deletes a post; `.alreadyDeleted` when it no longer exists. Throws `.notAllowed` when
    /// `actingAs` is not its author.
    @discardableResult
    func delete(postID: Int64, actingAs: Int64) async throws -> PostDeletion
    /// Likes a post as `actingAs` (`liked` true) or takes that person's like back. A person's
    /// like counts once: liking again, or taking back a like never given, changes nothing.
    /// Returns the post's count and whether the person likes it now. Throws `.notFound` when
    /// there is no such post (or person), `.notAllowed` when a team member acts as someone else.
    @discardableResult
    func setLiked(_ liked: Bool, postID: Int64, actingAs: Int64) async throws -> PostLikes
    /// How many posts are stored.
    func count() async throws -> Int
}

/// The reads as someone who is nobody in particular: every `isLikedByViewer` is false.
extension PostStore {
    public func feed(after: PostCursor?, limit: Int) async throws -> PostRecordsPage {
        try await feed(after: after, limit: limit, viewer: nil)
    }

    public func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int) async throws
        -> PostRecordsPage
    {
        try await posts(byAuthor: authorID, after: after, limit: limit, viewer: nil)
    }

    public func posts(taggedWith tag: String, after: PostCursor?, limit: Int) async throws -> PostRecordsPage
    {
        try await posts(taggedWith: tag, after: after, limit: limit, viewer: nil)
    }

    public func feed(before: PostCursor, limit: Int) async throws -> PostRecordsPage {
        try await feed(before: before, limit: limit, viewer: nil)
    }

    public func posts(taggedWith tag: String, before: PostCursor, limit: Int) async throws -> PostRecordsPage
    {
        try await posts(taggedWith: tag, before: before, limit: limit, viewer: nil)
    }

    public func posts(matching words: [String], after: PostCursor?, limit: Int) async throws
        -> PostRecordsPage
    {
        try await posts(matching: words, after: after, limit: limit, viewer: nil)
    }

    public func post(id: Int64) async throws -> PostWithAuthor? {
        try await post(id: id, viewer: nil)
    }
}
