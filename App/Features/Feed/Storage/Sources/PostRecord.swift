import Foundation
import Infrastructure

/// A post as stored.
public struct PostRecord: Sendable, Equatable, Hashable, Codable {
    public var id: Int64
    public var authorID: Int64
    public var title: String
    public var body: String
    public var tags: [String]
    public var createdAt: Date
    public var updatedAt: Date
    /// How many people like it: kept by the database as likes come and go (triggers), so
    /// reading it counts nothing.
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

/// A post with its author's name and handle joined, as the feed and a post page show it, and
/// whether the person it was read for likes it.
public struct PostWithAuthor: Sendable, Equatable, Hashable, Codable {
    public var post: PostRecord
    public var authorHandle: String
    public var authorDisplayName: String
    /// The read's `viewer` likes the post (false when read for nobody).
    public var isLikedByViewer: Bool

    public init(
        post: PostRecord, authorHandle: String, authorDisplayName: String, isLikedByViewer: Bool = false
    ) {
        self.post = post
        self.authorHandle = authorHandle
        self.authorDisplayName = authorDisplayName
        self.isLikedByViewer = isLikedByViewer
    }
}

/// A post's likes after a like or its taking back: the count the database keeps, and whether
/// the person who acted likes it now.
public struct PostLikes: Sendable, Equatable, Hashable {
    public var postID: Int64
    public var likeCount: Int
    public var isLiked: Bool

    public init(postID: Int64, likeCount: Int, isLiked: Bool) {
        self.postID = postID
        self.likeCount = likeCount
        self.isLiked = isLiked
    }
}

/// What it takes to create a post. `createdAt` is "now" when nil (imports pass their own date).
///
/// `key` makes publishing safe to retry: the store keeps it with the post (unique), and a
/// `create` with a key already stored returns that post instead of storing another. Keep one
/// draft's key across retries (after `StoreError.unreachable` the outcome is unknown); a new
/// draft gets a new key.
public struct NewPost: Sendable, Equatable, Hashable, Codable {
    public var authorID: Int64
    public var title: String
    public var body: String
    public var tags: [String]
    public var createdAt: Date?
    public var key: UUID

    public init(
        authorID: Int64, title: String, body: String, tags: [String] = [], createdAt: Date? = nil,
        key: UUID = UUID()
    ) {
        self.authorID = authorID
        self.title = title
        self.body = body
        // Every way a post is written goes through here: the tags as the one rule keeps them.
        self.tags = TagRule.normalized(tags)
        self.createdAt = createdAt
        self.key = key
    }

    /// The key as stored: lower-case text, the same on SQLite and PostgreSQL.
    var storedKey: String { key.uuidString.lowercased() }
}

/// What deleting a post did. A post that is already gone is not a failure: it is gone, as the
/// person wanted; say "already deleted" and keep it out of lists.
public enum PostDeletion: Sendable, Equatable {
    /// This call deleted it.
    case deleted
    /// There was no such post any more (deleted elsewhere, or by an earlier try of this one).
    case alreadyDeleted
}
