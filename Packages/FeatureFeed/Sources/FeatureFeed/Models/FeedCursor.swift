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

extension FeedCursor {
    /// The cursor as a link carries it: milliseconds since 1970, a dot, the post's id
    /// ("1795348800000.42"). Milliseconds are what the stores keep, so the text reads back to
    /// the very same position.
    public var token: String {
        "\(Int64((createdAt.timeIntervalSince1970 * 1000).rounded())).\(id)"
    }

    /// The cursor a link's text names, or nil for text that is not one.
    public init?(token: String) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        // Up to year 33658 either way: a bound so a hostile number cannot overflow a Date's maths.
        guard parts.count == 2, let milliseconds = Int64(parts[0]), abs(milliseconds) < 1_000_000_000_000_000,
            let id = Int(parts[1]), id > 0
        else { return nil }
        self.init(createdAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000), id: id)
    }
}
