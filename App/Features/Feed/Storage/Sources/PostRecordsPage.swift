import Foundation
import Infrastructure

/// Where the next page starts: the last post seen, newest-first order `(createdAt, id)`.
/// Keyset paging, so a page costs the same wherever it is, and new posts do not shift pages.
public struct PostCursor: Sendable, Equatable, Hashable, Codable {
    public var createdAt: Date
    public var id: Int64

    public init(createdAt: Date, id: Int64) {
        self.createdAt = createdAt
        self.id = id
    }

    /// The cursor that continues after this post.
    public init(after post: PostRecord) {
        self.init(createdAt: post.createdAt, id: post.id)
    }
}

/// One page of posts, newest first, and the cursor for the next page (nil on the last page).
public struct PostRecordsPage: Sendable, Equatable, Codable {
    public var posts: [PostWithAuthor]
    public var next: PostCursor?

    public init(posts: [PostWithAuthor], next: PostCursor?) {
        self.posts = posts
        self.next = next
    }
}
