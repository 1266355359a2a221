import FeatureFeed
import Foundation

/// An in-memory posts store for tests, the demo and the shell's preview: newest first, keyset
/// paging, a publish stored once per draft key, likes (as seen by the one person signed in:
/// `isLikedByMe` is theirs), optional latency, and failures the test chooses (any
/// `FeedPostsError`, before storing or, for an outcome left unknown, after).
public actor InMemoryFeedPosts: FeedPostsSource {
    /// Which calls fail, and how.
    public struct Failures: Sendable {
        public var loading: FeedPostsError?
        public var publishing: FeedPostsError?
        /// The post is stored, then the answer is lost (the connection broke after sending).
        public var publishingAfterStoring: FeedPostsError?
        public var deleting: FeedPostsError?
        public var liking: FeedPostsError?

        public init(
            loading: FeedPostsError? = nil, publishing: FeedPostsError? = nil,
            publishingAfterStoring: FeedPostsError? = nil, deleting: FeedPostsError? = nil,
            liking: FeedPostsError? = nil
        ) {
            self.loading = loading
            self.publishing = publishing
            self.publishingAfterStoring = publishingAfterStoring
            self.deleting = deleting
            self.liking = liking
        }
    }

    /// One `setLiked` call, as asked.
    public struct LikeRequest: Equatable, Sendable {
        public var postID: Int
        public var liked: Bool
        public var userID: Int

        public init(postID: Int, liked: Bool, userID: Int) {
            self.postID = postID
            self.liked = liked
            self.userID = userID
        }
    }

    public private(set) var stored: [FeedPost]
    public private(set) var requestedCursors: [FeedCursor?] = []
    /// Every draft asked to be published, stored or not.
    public private(set) var publishedDrafts: [FeedDraft] = []
    /// Every like and taking back asked for, stored or not, in order.
    public private(set) var likeRequests: [LikeRequest] = []
    public var failures: Failures
    /// Which stored post each draft key made.
    private var postIDsByKey: [UUID: Int] = [:]
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

    /// Removes a post as if it had been deleted elsewhere.
    public func remove(id: Int) {
        stored.removeAll { $0.id == id }
    }

    /// Changes a post as if it had been edited elsewhere.
    public func replace(_ post: FeedPost) {
        stored = stored.map { $0.id == post.id ? post : $0 }
    }

    /// Gives a person a new display name, as their profile would.
    public func rename(authorID: Int, to name: String) {
        stored = stored.map { post in
            var post = post
            if post.authorID == authorID { post.authorName = name }
            return post
        }
    }

    public func posts(after cursor: FeedCursor?, limit: Int) async throws(FeedPostsError) -> [FeedPost] {
        requestedCursors.append(cursor)
        try await wait()
        if let failure = failures.loading { throw failure }
        let newestFirst = stored.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
        let after = newestFirst.filter { post in cursor.map { $0.precedes(post) } ?? true }
        return Array(after.prefix(max(limit, 0)))
    }

    public func posts(taggedWith tag: String, after cursor: FeedCursor?, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    {
        let all = try await posts(after: cursor, limit: Int.max)
        return Array(
            all.filter { $0.tags.contains { DraftRules.tagKey($0) == DraftRules.tagKey(tag) } }.prefix(
                max(limit, 0)))
    }

    public func posts(before cursor: FeedCursor, limit: Int) async throws(FeedPostsError) -> [FeedPost] {
        try await wait()
        if let failure = failures.loading { throw failure }
        let oldestFirst = stored.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        let newer = oldestFirst.filter { post in !cursor.precedes(post) && post.id != cursor.id }
        return Array(newer.prefix(max(limit, 0)).reversed())
    }

    public func posts(taggedWith tag: String, before cursor: FeedCursor, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    {
        let all = try await posts(before: cursor, limit: Int.max)
        return Array(
            all.filter { $0.tags.contains { DraftRules.tagKey($0) == DraftRules.tagKey(tag) } }.suffix(
                max(limit, 0)))
    }

    public func posts(matching search: FeedSearch, after cursor: FeedCursor?, limit: Int)
        async throws(FeedPostsError) -> [FeedPost]
    {
        let all = try await posts(after: cursor, limit: Int.max)
        return Array(all.filter(search.matches).prefix(max(limit, 0)))
    }

    public func posts(matching search: FeedSearch, before cursor: FeedCursor, limit: Int)
        async throws(FeedPostsError) -> [FeedPost]
    {
        let all = try await posts(before: cursor, limit: Int.max)
        return Array(all.filter(search.matches).suffix(max(limit, 0)))
    }

    public func authors(matching search: FeedSearch, limit: Int) async throws(FeedPostsError) -> [FeedAuthor]
    {
        try await wait()
        if let failure = failures.loading { throw failure }
        var seen: [Int: FeedAuthor] = [:]
        for post in stored {
            let text = post.authorName + "\n" + post.authorHandle
            if search.words.allSatisfy({ text.range(of: $0, options: [.caseInsensitive]) != nil }) {
                seen[post.authorID] = FeedAuthor(
                    id: post.authorID, name: post.authorName, handle: post.authorHandle)
            }
        }
        return Array(seen.values.sorted { $0.handle < $1.handle }.prefix(max(limit, 0)))
    }

    public func post(id: Int) async throws(FeedPostsError) -> FeedPost {
        try await wait()
        if let failure = failures.loading { throw failure }
        guard let post = stored.first(where: { $0.id == id }) else { throw .notFound(id: id) }
        return post
    }

    public func publish(_ draft: FeedDraft, authorID: Int) async throws(FeedPostsError) -> FeedPost {
        publishedDrafts.append(draft)
        try await wait()
        if let failure = failures.publishing { throw failure }
        if let id = postIDsByKey[draft.key], let already = stored.first(where: { $0.id == id }) {
            return already
        }
        let now = clock.now()
        let post = FeedPost(
            id: (stored.map(\.id).max() ?? 0) + 1,
            authorID: authorID,
            authorName: SampleFeed.authorName(for: authorID),
            authorHandle: SampleFeed.authorHandle(for: authorID),
            title: draft.title,
            body: draft.body,
            tags: draft.tags,
            createdAt: now,
            updatedAt: now
        )
        stored.append(post)
        postIDsByKey[draft.key] = post.id
        if let failure = failures.publishingAfterStoring { throw failure }
        return post
    }

    public func deletePost(id: Int, userID: Int) async throws(FeedPostsError) {
        try await wait()
        if let failure = failures.deleting { throw failure }
        guard let index = stored.firstIndex(where: { $0.id == id }) else { throw .notFound(id: id) }
        guard stored[index].authorID == userID else { throw .notAllowed }
        stored.remove(at: index)
    }

    public func setLiked(_ liked: Bool, postID: Int, userID: Int) async throws(FeedPostsError) -> FeedLikes {
        likeRequests.append(LikeRequest(postID: postID, liked: liked, userID: userID))
        try await wait()
        if let failure = failures.liking { throw failure }
        guard let index = stored.firstIndex(where: { $0.id == postID }) else { throw .notFound(id: postID) }
        // Once per person: saying the same again changes nothing.
        if stored[index].isLikedByMe != liked {
            stored[index].likeCount = max(stored[index].likeCount + (liked ? 1 : -1), 0)
            stored[index].isLikedByMe = liked
        }
        return FeedLikes(count: stored[index].likeCount, isLikedByMe: liked)
    }

    /// Someone else likes a post (or, `by` negative, takes likes back), as if elsewhere.
    public func likeElsewhere(postID: Int, by count: Int = 1) {
        stored = stored.map { post in
            var post = post
            if post.id == postID { post.likeCount = max(post.likeCount + count, 0) }
            return post
        }
    }

    private func wait() async throws(FeedPostsError) {
        guard latency > .zero else { return }
        do {
            try await Task.sleep(for: latency)
        } catch {
            throw .unavailable("the request was cancelled")
        }
    }
}
