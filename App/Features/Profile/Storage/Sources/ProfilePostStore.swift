import Foundation
import Infrastructure

/// A person's posts as their profile lists them, read through the feed's published contract
/// (`feed_posts_v1`), never the feed's own tables: newest first, a page at a time by keyset on
/// `(created_at, id)`, so page 2,000 costs what page 1 does (the contract is inlined into the
/// query and reads the feed's index by author).
public protocol ProfilePostStore: Sendable {
    func posts(by author: Int64, after cursor: ProfilePostCursor?, limit: Int) async throws -> ProfilePostPage
}

/// A post as a profile lists it.
public struct ProfilePostRecord: Sendable, Equatable {
    public var id: Int64
    public var authorID: Int64
    public var title: String
    public var tags: [String]
    public var createdAt: Date

    public var cursor: ProfilePostCursor { ProfilePostCursor(createdAt: createdAt, id: id) }
}

/// Where the next page starts: the last post seen, in the list's order.
public struct ProfilePostCursor: Sendable, Equatable, Hashable {
    public var createdAt: Date
    public var id: Int64

    public init(createdAt: Date, id: Int64) {
        self.createdAt = createdAt
        self.id = id
    }
}

/// A page of a person's posts and where the next one starts (nil: this was the last).
public struct ProfilePostPage: Sendable, Equatable {
    public var posts: [ProfilePostRecord]
    public var next: ProfilePostCursor?
}

/// The contract's tags: a JSON array of strings, as `feed_posts_v1` documents them; anything
/// else reads as none (a tag list is a hint here, never a reason for the list to fail).
enum ContractTags {
    static func decode(_ text: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }
}
