import FeatureFeed
import Foundation

/// Unfinished posts kept in memory, per person; a test reads what was kept.
public final class InMemoryFeedDrafts: FeedDrafts, @unchecked Sendable {
    private let lock = NSLock()
    private var drafts: [Int: FeedKeptDraft]

    public init(_ drafts: [Int: FeedKeptDraft] = [:]) {
        self.drafts = drafts
    }

    public func unfinishedPost(of userID: Int) async -> FeedKeptDraft? {
        lock.withLock { drafts[userID] }
    }

    public func keep(_ draft: FeedKeptDraft?, of userID: Int) async {
        lock.withLock { drafts[userID] = draft }
    }

    /// What is kept for `userID` now.
    public func kept(of userID: Int) -> FeedKeptDraft? {
        lock.withLock { drafts[userID] }
    }
}
