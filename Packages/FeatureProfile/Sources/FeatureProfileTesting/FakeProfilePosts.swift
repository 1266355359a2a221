import FeatureProfile

/// In-memory posts served newest first by cursor, as the store does. A test can make the first
/// page, later pages or deleting fail with any cause, or hold them at a gate; the fake records
/// every cursor asked for and every post deleted.
public actor FakeProfilePosts: ProfilePostsSource {
    public private(set) var posts: [ProfilePost]
    public private(set) var firstPageFailure: ProfilePostsError?
    public private(set) var nextPageFailure: ProfilePostsError?
    public private(set) var deleteFailure: ProfilePostsError?
    public private(set) var firstPageGate: Gate?
    public private(set) var nextPageGate: Gate?
    public private(set) var deleteGate: Gate?
    /// The cursor of every page asked for, in order (nil: the first page).
    public private(set) var requestedCursors: [ProfileCursor?] = []
    public private(set) var requestedLimits: [Int] = []
    public private(set) var deletedIDs: [Int] = []

    public init(
        posts: [ProfilePost] = SampleProfile.posts, firstPageFailure: ProfilePostsError? = nil,
        nextPageFailure: ProfilePostsError? = nil, deleteFailure: ProfilePostsError? = nil,
        firstPageGate: Gate? = nil, nextPageGate: Gate? = nil, deleteGate: Gate? = nil
    ) {
        self.posts = posts
        self.firstPageFailure = firstPageFailure
        self.nextPageFailure = nextPageFailure
        self.deleteFailure = deleteFailure
        self.firstPageGate = firstPageGate
        self.nextPageGate = nextPageGate
        self.deleteGate = deleteGate
    }

    /// Changes what later calls meet; nil leaves a setting as it is, `.some(nil)` clears it.
    public func configure(
        firstPageFailure: ProfilePostsError?? = nil, nextPageFailure: ProfilePostsError?? = nil,
        deleteFailure: ProfilePostsError?? = nil, nextPageGate: Gate?? = nil, deleteGate: Gate?? = nil
    ) {
        if let firstPageFailure { self.firstPageFailure = firstPageFailure }
        if let nextPageFailure { self.nextPageFailure = nextPageFailure }
        if let deleteFailure { self.deleteFailure = deleteFailure }
        if let nextPageGate { self.nextPageGate = nextPageGate }
        if let deleteGate { self.deleteGate = deleteGate }
    }

    /// A post published, or one edited, elsewhere: the store holds it as given.
    public func store(_ post: ProfilePost) {
        posts.removeAll { $0.id == post.id }
        posts.append(post)
    }

    /// Someone else deleted a post (on another device): it is gone from the store.
    public func remove(postID: Int) {
        posts.removeAll { $0.id == postID }
    }

    public func posts(
        by personID: Int, after cursor: ProfileCursor?, limit: Int
    ) async throws(ProfilePostsError) -> ProfilePostsPage {
        requestedCursors.append(cursor)
        requestedLimits.append(limit)
        await (cursor == nil ? firstPageGate : nextPageGate)?.pass()
        if Task.isCancelled { throw .unavailable("cancelled") }
        if let failure = cursor == nil ? firstPageFailure : nextPageFailure { throw failure }
        let newestFirst = posts.filter { $0.authorID == personID }.sorted {
            ($0.createdAt, $0.id) > ($1.createdAt, $1.id)
        }
        let older = newestFirst.filter { post in
            guard let cursor else { return true }
            return (post.createdAt, post.id) < (cursor.createdAt, cursor.id)
        }
        return ProfilePostsPage(posts: Array(older.prefix(limit)), hasMore: older.count > limit)
    }

    public func deletePost(id: Int) async throws(ProfilePostsError) {
        await deleteGate?.pass()
        if let deleteFailure { throw deleteFailure }
        guard posts.contains(where: { $0.id == id }) else { throw .notFound }
        posts.removeAll { $0.id == id }
        deletedIDs.append(id)
    }
}
