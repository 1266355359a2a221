import FeedStorage
import Foundation
import Infrastructure
import NIOConcurrencyHelpers

/// The app's posts, whose searches (and, when asked, reads of one post) are held until the test
/// lets them go or their task is cancelled: a request that takes as long as a test wants, and a
/// count of how many are held at once.
final class HeldSearches: PostStore, Sendable {
    /// Reads of one post (`/post/<id>`) are held too.
    let holdsPosts: Bool
    private let base: any PostStore
    private struct State: Sendable {
        var running = 0
        var mostAtOnce = 0
        var started = 0
        var released = false
        /// Reads of the feed's pages (`feed(after:)`).
        var feeds = 0
    }
    private let state = NIOLockedValueBox(State())

    init(_ base: any PostStore, holdsPosts: Bool = false) {
        self.base = base
        self.holdsPosts = holdsPosts
    }

    var running: Int { state.withLockedValue { $0.running } }
    var mostAtOnce: Int { state.withLockedValue { $0.mostAtOnce } }
    var started: Int { state.withLockedValue { $0.started } }
    var feeds: Int { state.withLockedValue { $0.feeds } }

    /// Every search held so far, and every later one, goes on.
    func release() {
        state.withLockedValue { $0.released = true }
    }

    private func held() async throws {
        state.withLockedValue {
            $0.running += 1
            $0.started += 1
            $0.mostAtOnce = max($0.mostAtOnce, $0.running)
        }
        defer { state.withLockedValue { $0.running -= 1 } }
        while !state.withLockedValue({ $0.released }) {
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    func posts(matching words: [String], after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await held()
        return try await base.posts(matching: words, after: after, limit: limit, viewer: viewer)
    }

    func posts(matching words: [String], before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await held()
        return try await base.posts(matching: words, before: before, limit: limit, viewer: viewer)
    }

    func feed(after: PostCursor?, limit: Int, viewer: Int64?) async throws -> PostRecordsPage {
        state.withLockedValue { $0.feeds += 1 }
        return try await base.feed(after: after, limit: limit, viewer: viewer)
    }

    func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await base.posts(byAuthor: authorID, after: after, limit: limit, viewer: viewer)
    }

    func posts(taggedWith tag: String, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await base.posts(taggedWith: tag, after: after, limit: limit, viewer: viewer)
    }

    func feed(before: PostCursor, limit: Int, viewer: Int64?) async throws -> PostRecordsPage {
        try await base.feed(before: before, limit: limit, viewer: viewer)
    }

    func posts(taggedWith tag: String, before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        try await base.posts(taggedWith: tag, before: before, limit: limit, viewer: viewer)
    }

    func authors(matching words: [String], limit: Int) async throws -> [PersonRecord] {
        try await base.authors(matching: words, limit: limit)
    }

    func post(id: Int64, viewer: Int64?) async throws -> PostWithAuthor? {
        if holdsPosts { try await held() }
        return try await base.post(id: id, viewer: viewer)
    }

    func create(_ post: NewPost) async throws -> PostRecord {
        try await base.create(post)
    }

    func delete(postID: Int64, actingAs: Int64) async throws -> PostDeletion {
        try await base.delete(postID: postID, actingAs: actingAs)
    }

    func setLiked(_ liked: Bool, postID: Int64, actingAs: Int64) async throws -> PostLikes {
        try await base.setLiked(liked, postID: postID, actingAs: actingAs)
    }

    func count() async throws -> Int {
        try await base.count()
    }
}
