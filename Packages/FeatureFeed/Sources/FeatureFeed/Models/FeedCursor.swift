import Foundation

/// A keyset position in the newest-first feed: "after this post" (createdAt, then id), never an offset,
/// so posts published while the user scrolls neither shift nor repeat the next page.
public struct FeedCursor: Equatable, Sendable {
    public var createdAt: Date
    public var id: Int

    public init(createdAt: Date, id: Int) {
        self.createdAt = createdAt
        self.id = id
    }

    /// Older than every post: the page above it is the oldest page.
    public static let beforeTheFirstPost = FeedCursor(createdAt: .distantPast, id: 0)

    public init(after post: FeedPost) {
        self.init(createdAt: post.createdAt, id: post.id)
    }

    /// True when `post` comes strictly after this position in newest-first order.
    public func precedes(_ post: FeedPost) -> Bool {
        post.createdAt < createdAt || (post.createdAt == createdAt && post.id < id)
    }
}
