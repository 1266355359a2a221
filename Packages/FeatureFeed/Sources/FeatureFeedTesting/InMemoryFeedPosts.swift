import FeatureFeed
import Foundation

/// An in-memory posts store for tests, the demo and the shell's preview: newest first, keyset paging,
/// optional latency and switchable failures.
public actor InMemoryFeedPosts: FeedPostsSource {
    /// Which calls fail, with `FakeFeedError.unavailable`.
    public struct Failures: Sendable {
        public var loading: Bool
        public var publishing: Bool
        public var deleting: Bool

        public init(loading: Bool = false, publishing: Bool = false, deleting: Bool = false) {
            self.loading = loading
            self.publishing = publishing
            self.deleting = deleting
        }
    }

    public private(set) var stored: [FeedPost]
    public private(set) var requestedCursors: [FeedCursor?] = []
    public var failures: Failures
    private let latency: Duration
    private let clock: any FeedClock

    public init(
        posts: [FeedPost],
        latency: Duration = .zero,
        failures: Failures = Failures(),
        clock: any FeedClock = FixedFeedClock()
    ) {
        self.stored = posts
        self.latency = latency
        self.failures = failures
        self.clock = clock
    }

    public func setFailures(_ failures: Failures) {
        self.failures = failures
    }

    /// Adds a post as if someone else had just published it.
    public func add(_ post: FeedPost) {
        stored.append(post)
    }

    public func posts(after cursor: FeedCursor?, limit: Int) async throws -> [FeedPost] {
        requestedCursors.append(cursor)
        try await wait()
        if failures.loading { throw FakeFeedError.unavailable }
        let newestFirst = stored.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
        let after = newestFirst.filter { post in cursor.map { $0.precedes(post) } ?? true }
        return Array(after.prefix(max(limit, 0)))
    }

    public func posts(taggedWith tag: String, after cursor: FeedCursor?, limit: Int) async throws
        -> [FeedPost]
    {
        let all = try await posts(after: cursor, limit: Int.max)
        return Array(all.filter { $0.tags.contains(tag) }.prefix(max(limit, 0)))
    }

    public func post(id: Int) async throws -> FeedPost {
        try await wait()
        if failures.loading { throw FakeFeedError.unavailable }
        guard let post = stored.first(where: { $0.id == id }) else { throw FeedPostsError.notFound(id: id) }
        return post
    }

    public func publish(_ draft: FeedDraft, authorID: Int) async throws -> FeedPost {
        try await wait()
        if failures.publishing { throw FakeFeedError.unavailable }
        let now = clock.now()
        let post = FeedPost(
            id: (stored.map(\.id).max() ?? 0) + 1,
            authorID: authorID,
            authorName: SampleFeed.authorName(for: authorID),
            title: draft.title,
            body: draft.body,
            tags: draft.tags,
            createdAt: now,
            updatedAt: now
        )
        stored.append(post)
        return post
    }

    public func deletePost(id: Int, userID: Int) async throws {
        try await wait()
        if failures.deleting { throw FakeFeedError.unavailable }
        guard let index = stored.firstIndex(where: { $0.id == id }) else {
            throw FeedPostsError.notFound(id: id)
        }
        guard stored[index].authorID == userID else { throw FeedPostsError.notAllowed }
        stored.remove(at: index)
    }

    private func wait() async throws {
        if latency > .zero { try await Task.sleep(for: latency) }
    }
}

/// The failure the fakes throw when told to fail.
public enum FakeFeedError: Error, Equatable, Sendable {
    case unavailable
}
