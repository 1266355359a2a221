import Foundation

/// Where the next page of a person's posts starts: just after this post, in newest-first order
/// (keyset paging, as the feed does): a page costs the same wherever it is.
public struct ProfileCursor: Equatable, Hashable, Sendable {
    public var createdAt: Date
    public var id: Int

    public init(createdAt: Date, id: Int) {
        self.createdAt = createdAt
        self.id = id
    }

    /// The cursor that continues after `post`.
    public init(after post: ProfilePost) {
        self.init(createdAt: post.createdAt, id: post.id)
    }
}

/// One page of a person's posts, newest first, and whether older ones follow.
public struct ProfilePostsPage: Equatable, Sendable {
    public var posts: [ProfilePost]
    public var hasMore: Bool

    public init(posts: [ProfilePost], hasMore: Bool) {
        self.posts = posts
        self.hasMore = hasMore
    }
}
