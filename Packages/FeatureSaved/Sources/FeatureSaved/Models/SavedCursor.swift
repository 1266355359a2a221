import Foundation

/// Where the next page of saved posts starts: the last one shown, in the list's order (saved
/// time, then post id, both newest first). Keyset paging: page 2,000 costs what page 1 does, and
/// a post saved meanwhile does not shift the pages.
public struct SavedCursor: Equatable, Hashable, Sendable {
    public var savedAt: Date
    public var postID: Int

    public init(savedAt: Date, postID: Int) {
        self.savedAt = savedAt
        self.postID = postID
    }
}
