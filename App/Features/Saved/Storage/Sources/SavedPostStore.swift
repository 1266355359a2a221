import Foundation
import Infrastructure

/// One person's saved posts. Every call names the person it is for; a store refuses to read or
/// change another's (`StoreError.notAllowed`), and on a team database row-level security and the
/// owner's function refuse it again, for any client.
public protocol SavedPostStore: Sendable {
    /// A page of `person`'s saved posts, most recently saved first, after `cursor`: read by
    /// keyset on `(saved_at, post_id)`, so page 2,000 costs what page 1 does. Posts deleted
    /// meanwhile are never in it.
    func savedPosts(of person: Int64, after cursor: SavedPostCursor?, limit: Int) async throws
        -> [SavedPostRecord]
    /// Which of `postIDs` `person` saved.
    func saved(by person: Int64, among postIDs: [Int64]) async throws -> Set<Int64>
    /// Saves (`true`) or unsaves the post for `person`; true when that changed something. Throws
    /// `.notFound` for a post that is not there (to save), `SavedStoreError.limitReached`.
    @discardableResult
    func setSaved(_ saved: Bool, postID: Int64, person: Int64) async throws -> Bool
    /// How many posts `person` keeps saved (posts since deleted not counted).
    func count(of person: Int64) async throws -> Int
}

/// A saved post as the list shows it: the post's title, author, tags, likes (and whether the
/// person likes it) and age, and when it was saved.
public struct SavedPostRecord: Sendable, Equatable {
    public var postID: Int64
    public var title: String
    public var tags: [String]
    public var createdAt: Date
    public var likeCount: Int
    public var authorID: Int64
    public var authorHandle: String
    public var authorDisplayName: String
    public var savedAt: Date
    /// Whether the person whose list it is likes the post (the feed's `feed_likes_v1`).
    public var liked: Bool = false

    public var cursor: SavedPostCursor { SavedPostCursor(savedAt: savedAt, postID: postID) }
}

/// Where the next page starts: the last saved post seen, in the list's order.
public struct SavedPostCursor: Sendable, Equatable, Hashable {
    public var savedAt: Date
    public var postID: Int64

    public init(savedAt: Date, postID: Int64) {
        self.savedAt = savedAt
        self.postID = postID
    }
}

/// What only saving can be refused for.
public enum SavedStoreError: Error, Equatable, StoreCallerError {
    /// The person keeps the most saved posts there may be.
    case limitReached(Int)
}

/// The limit, the same in the app and in the database.
public enum SavedRules {
    /// The most saved posts one person keeps: a list of what to read later, not an archive. A
    /// member cannot flood the team's database past it, whatever client they use.
    public static let maxPerPerson = 1_000
    static let limitConstraint = "saved_posts_limit"
    static let limitMessage = "a person keeps at most 1,000 saved posts"

    /// The database's refusal of a save past the limit, as the engine maps it: by the
    /// constraint's name, never by its sentence.
    static func isLimit(_ error: any Error) -> Bool {
        if case StoreError.limit(let constraint, _) = error { return constraint == limitConstraint }
        return false
    }
}

/// The posts' tags as the feed's contract gives them (`feed_posts_v1.tags`: a JSON array of
/// strings); anything else reads as none (a tag list is a hint here, never a reason for the list
/// to fail).
enum SavedTags {
    static func decode(_ text: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }
}
