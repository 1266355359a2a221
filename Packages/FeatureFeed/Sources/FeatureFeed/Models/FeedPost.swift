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
    /// How many people like it (counted by the store).
    public var likeCount: Int
    /// The person signed in is one of them.
    public var isLikedByMe: Bool

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
        likeCount: Int = 0,
        isLikedByMe: Bool = false
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
        self.isLikedByMe = isLikedByMe
    }

    /// Its likes as the person sees them.
    public var likes: FeedLikes {
        get { FeedLikes(count: likeCount, isLikedByMe: isLikedByMe) }
        set {
            likeCount = newValue.count
            isLikedByMe = newValue.isLikedByMe
        }
    }
}
