import Foundation

/// A published post as the feed shows it (the feed's own model; the shell maps stored records to it).
public struct FeedPost: Equatable, Sendable, Identifiable {
    public var id: Int
    public var authorID: Int
    /// The author's display name, which anyone may choose (two people can share one)...
    public var authorName: String
    /// ...and their handle, which is theirs alone: screens show both, so nobody passes for
    /// someone else.
    public var authorHandle: String
    public var title: String
    public var body: String
    public var tags: [String]
    public var createdAt: Date
    public var updatedAt: Date
    public var likeCount: Int

    public init(
        id: Int,
        authorID: Int,
        authorName: String,
        authorHandle: String = "",
        title: String,
        body: String,
        tags: [String],
        createdAt: Date,
        updatedAt: Date,
        likeCount: Int = 0
    ) {
        self.id = id
        self.authorID = authorID
        self.authorName = authorName
        self.authorHandle = authorHandle
        self.title = title
        self.body = body
        self.tags = tags
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.likeCount = likeCount
    }
}
