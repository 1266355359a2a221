import FeatureSaved
import Foundation

/// Saved posts in memory for tests, the demo and the shell's preview: one person's list over a
/// library of posts there are, with an optional failure, delay and limit, and the changes a
/// real store would announce (`changes`, if given) for each save and unsave.
public actor InMemorySavedPosts: SavedPostsSource {
    /// Every post there is, saved or not, by id.
    public private(set) var library: [Int: SavedPost]
    /// The ids saved, with when.
    public private(set) var savedAt: [Int: Date]
    public var failure: SavedPostsError?
    public var delay: Duration
    public let limit: Int
    public private(set) var pageRequests: [SavedCursor?] = []
    private let changes: SavedChangesFeed?
    /// The shell's preview saves posts of the feed's fakes, which this library does not hold: it
    /// makes a row for any post asked for.
    private let acceptsAnyPost: Bool
    private var clock: Date

    public init(
        posts: [SavedPost] = SampleSaved.posts, library: [SavedPost] = SampleSaved.unsaved,
        failure: SavedPostsError? = nil, delay: Duration = .zero, limit: Int = 1_000,
        acceptsAnyPost: Bool = false, changes: SavedChangesFeed? = nil
    ) {
        self.acceptsAnyPost = acceptsAnyPost
        self.library = Dictionary(
            (library + posts).map { ($0.id, $0) }, uniquingKeysWith: { _, saved in saved })
        self.savedAt = Dictionary(posts.map { ($0.id, $0.savedAt) }, uniquingKeysWith: { first, _ in first })
        self.failure = failure
        self.delay = delay
        self.limit = limit
        self.changes = changes
        self.clock = posts.map(\.savedAt).max() ?? SampleSaved.now
    }

    public func savedPosts(after cursor: SavedCursor?, limit: Int) async throws(SavedPostsError)
        -> [SavedPost]
    {
        pageRequests.append(cursor)
        try await wait()
        let ordered = savedAt.compactMap { id, at in library[id].map { post in with(post, savedAt: at) } }
            .sorted { ($0.savedAt, $0.id) > ($1.savedAt, $1.id) }
        let after = cursor.map { cursor in
            ordered.filter { ($0.savedAt, $0.id) < (cursor.savedAt, cursor.postID) }
        }
        return Array((after ?? ordered).prefix(limit))
    }

    public func saved(among postIDs: [Int]) async throws(SavedPostsError) -> Set<Int> {
        try await wait()
        return Set(postIDs.filter { savedAt[$0] != nil })
    }

    public func setSaved(_ saved: Bool, postID: Int) async throws(SavedPostsError) {
        try await wait()
        if !saved {
            if savedAt.removeValue(forKey: postID) != nil { changes?.send(.unsaved(postID: postID)) }
            return
        }
        if library[postID] == nil, acceptsAnyPost {
            library[postID] = SampleSaved.post(
                postID, "Post \(postID)", by: "Someone", "someone", hoursOld: 1, savedMinutesAgo: 0)
        }
        guard library[postID] != nil else { throw .postNotFound(id: postID) }
        guard savedAt[postID] == nil else { return }
        guard savedAt.count < limit else { throw .limitReached(limit) }
        clock = clock.addingTimeInterval(1)
        savedAt[postID] = clock
        changes?.send(.saved(postID: postID))
    }

    /// Its author deleted the post: it leaves every list.
    public func delete(postID: Int) {
        library[postID] = nil
        savedAt[postID] = nil
        changes?.send(.postDeleted(postID: postID))
    }

    public func set(failure: SavedPostsError?) {
        self.failure = failure
    }

    private func wait() async throws(SavedPostsError) {
        // A cancelled wait ends early; the caller checks its own cancellation.
        if delay > .zero { try? await Task.sleep(for: delay) }
        if let failure { throw failure }
    }

    private func with(_ post: SavedPost, savedAt: Date) -> SavedPost {
        var post = post
        post.savedAt = savedAt
        return post
    }
}
