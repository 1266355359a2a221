import Foundation

/// A post as stored.
public struct PostRecord: Sendable, Equatable, Hashable, Codable {
    public var id: Int64
    public var authorID: Int64
    public var title: String
    public var body: String
    public var tags: [String]
    public var createdAt: Date
    public var updatedAt: Date
    public var likeCount: Int

    public init(
        id: Int64, authorID: Int64, title: String, body: String, tags: [String],
        createdAt: Date, updatedAt: Date, likeCount: Int
    ) {
        self.id = id
        self.authorID = authorID
        self.title = title
        self.body = body
        self.tags = tags
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.likeCount = likeCount
    }
}

/// A post with its author's name and handle joined, as the feed and a post page show it.
public struct PostWithAuthor: Sendable, Equatable, Hashable, Codable {
    public var post: PostRecord
    public var authorHandle: String
    public var authorDisplayName: String

    public init(post: PostRecord, authorHandle: String, authorDisplayName: String) {
        self.post = post
        self.authorHandle = authorHandle
        self.authorDisplayName = authorDisplayName
    }
}

/// What it takes to create a post. `createdAt` is "now" when nil (imports pass their own date).
public struct NewPost: Sendable, Equatable, Hashable, Codable {
    public var authorID: Int64
    public var title: String
    public var body: String
    public var tags: [String]
    public var createdAt: Date?

    public init(authorID: Int64, title: String, body: String, tags: [String] = [], createdAt: Date? = nil) {
        self.authorID = authorID
        self.title = title
        self.body = body
        self.tags = tags
        self.createdAt = createdAt
    }
}
