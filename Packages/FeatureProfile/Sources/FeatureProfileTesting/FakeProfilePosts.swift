import FeatureProfile

/// In-memory posts, served newest first in pages, with configurable latency and failures.
public actor FakeProfilePosts: ProfilePostsSource {
    public private(set) var posts: [ProfilePost]
    public private(set) var latency: Duration
    public private(set) var failsLoading: Bool
    /// Fails only pages after the first, to show "more on scroll" failing.
    public private(set) var failsLoadingMore: Bool
    public private(set) var failsDeleting: Bool
    public private(set) var deletedIDs: [Int] = []
    public private(set) var requestedOffsets: [Int] = []
    public private(set) var loadSpans: [ClosedRange<ContinuousClock.Instant>] = []

    public init(
        posts: [ProfilePost] = SampleProfile.posts, latency: Duration = .zero, failsLoading: Bool = false,
        failsLoadingMore: Bool = false, failsDeleting: Bool = false
    ) {
        self.posts = posts
        self.latency = latency
        self.failsLoading = failsLoading
        self.failsLoadingMore = failsLoadingMore
        self.failsDeleting = failsDeleting
    }

    public func configure(
        latency: Duration? = nil, failsLoading: Bool? = nil, failsLoadingMore: Bool? = nil,
        failsDeleting: Bool? = nil
    ) {
        self.latency = latency ?? self.latency
        self.failsLoading = failsLoading ?? self.failsLoading
        self.failsLoadingMore = failsLoadingMore ?? self.failsLoadingMore
        self.failsDeleting = failsDeleting ?? self.failsDeleting
    }

    public func posts(by personID: Int, offset: Int, limit: Int) async throws -> [ProfilePost] {
        let start = ContinuousClock.now
        requestedOffsets.append(offset)
        try await simulateLatency(latency)
        if failsLoading || (failsLoadingMore && offset > 0) { throw FakeProfileError.unavailable }
        loadSpans.append(start...ContinuousClock.now)
        let newestFirst = posts.filter { $0.authorID == personID }.sorted { $0.createdAt > $1.createdAt }
        return Array(newestFirst.dropFirst(offset).prefix(limit))
    }

    public func deletePost(id: Int) async throws {
        try await simulateLatency(latency)
        if failsDeleting { throw FakeProfileError.unavailable }
        posts.removeAll { $0.id == id }
        deletedIDs.append(id)
    }
}
