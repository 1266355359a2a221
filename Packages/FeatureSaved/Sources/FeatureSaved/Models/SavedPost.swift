import Foundation

/// A post the person saved to read later, as their list shows it: the post's own title, author,
/// age, tags and likes (and whether they like it), and when they saved it (the list's order). A feature-local model the
/// shell maps its records to; the post itself is the feed's, opened by its id.
public struct SavedPost: Equatable, Sendable, Identifiable {
    /// The post's id (a person saves a post once, so it names the row too).
    public var id: Int
    public var title: String
    public var authorID: Int
    public var authorName: String
    public var authorHandle: String
    public var tags: [String]
    public var likeCount: Int
    /// Whether the person whose list it is likes the post (the feed's heart: `♥ 3`, not `♡ 3`).
    public var isLikedByMe: Bool
    /// When the post was written.
    public var createdAt: Date
    /// When the person saved it: newest first.
    public var savedAt: Date

    public init(
        id: Int, title: String, authorID: Int, authorName: String, authorHandle: String,
        tags: [String] = [], likeCount: Int = 0, isLikedByMe: Bool = false, createdAt: Date, savedAt: Date
    ) {
        self.id = id
        self.title = title
        self.authorID = authorID
        self.authorName = authorName
        self.authorHandle = authorHandle
        self.tags = tags
        self.likeCount = likeCount
        self.isLikedByMe = isLikedByMe
        self.createdAt = createdAt
        self.savedAt = savedAt
    }

    /// Where the page after this post starts.
    public var cursor: SavedCursor { SavedCursor(savedAt: savedAt, postID: id) }
}
