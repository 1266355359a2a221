/// Where the feed's posts come from and go to; the shell adapts a store to it.
public protocol FeedPostsSource: Sendable {
    /// Published posts, newest first, strictly after `cursor` (nil: from the newest), at most `limit`.
    func posts(after cursor: FeedCursor?, limit: Int) async throws -> [FeedPost]
    /// Published posts carrying `tag` (as written), newest first, paged the same way.
    func posts(taggedWith tag: String, after cursor: FeedCursor?, limit: Int) async throws -> [FeedPost]
    /// One post; throws `FeedPostsError.notFound` when there is no such post.
    func post(id: Int) async throws -> FeedPost
    /// Stores a new post written by `authorID` and returns it as stored.
    func publish(_ draft: FeedDraft, authorID: Int) async throws -> FeedPost
    /// Deletes a post; the store refuses a post that `userID` did not write.
    func deletePost(id: Int, userID: Int) async throws
}

/// Typed failures the feed tells apart; anything else is "couldn't reach the posts".
public enum FeedPostsError: Error, Equatable, Sendable {
    case notFound(id: Int)
    case notAllowed
}

extension FeedPostsSource {
    /// One page of the posts `listing` shows.
    func posts(in listing: FeedListing, after cursor: FeedCursor?, limit: Int) async throws -> [FeedPost] {
        switch listing {
        case .everyone: try await posts(after: cursor, limit: limit)
        case .tagged(let tag): try await posts(taggedWith: tag, after: cursor, limit: limit)
        }
    }
}
