/// The list keeps a window of at most `keptPosts` posts, however far the person scrolls: going
/// down, the posts far above are let go (and `hasEarlier` says so); going back up, the page above
/// is read again from its cursor. So a page costs the same at any depth, memory stays bounded,
/// and moving in the list costs the same near the end of 100,000 posts as at the top.
extension FeedViewModel {
    /// The most posts the list holds at once: ten pages.
    public static let keptPosts = 10 * pageSize

    /// Fetches the page above the first post held, when `postID` (a row the front end shows) is
    /// within `prefetchDistance` of the top of the window and posts above it were let go.
    public func loadEarlier(before postID: Int) async {
        let shown = posts
        guard hasEarlier, !isLoadingEarlier, !isLoadingMore, !isRefreshing, let first = shown.first,
            let index = shown.firstIndex(where: { $0.id == postID }), index < Self.prefetchDistance
        else { return }
        loadCount += 1
        let run = loadCount
        isLoadingEarlier = true
        await loads.run { [weak self] in await self?.loadPage(before: FeedCursor(after: first)) }
        if run == loadCount { isLoadingEarlier = false }
    }

    private func loadPage(before cursor: FeedCursor) async {
        let page: Result<[FeedPost], FeedPostsError>
        do {
            page = .success(
                try await dependencies.posts.posts(in: listing, before: cursor, limit: Self.pageSize))
        } catch {
            page = .failure(error)
        }
        guard !Task.isCancelled else { return }
        isLoadingEarlier = false
        switch page {
        case .success(let above):
            hasEarlier = above.count >= Self.pageSize
            var list = FeedPostList.appending(posts, to: above)
            if list.count > Self.keptPosts {
                list.removeLast(list.count - Self.keptPosts)
                hasMore = true
            }
            show(list)
        case .failure(let error):
            say(.problem(FeedMessages.loadMoreFailed(error)))
        }
    }

    /// Jumps to the end of the list (End, `G`): the oldest page is read at once, by the same
    /// query as the page above a cursor, so the end is one page away however many posts lie
    /// between; the posts above it are read again on the way up.
    public func showOldest() async {
        guard hasMore, !isLoadingMore, !isRefreshing else { return }
        loadCount += 1
        let run = loadCount
        isLoadingMore = true
        await loads.run { [weak self] in await self?.loadOldest() }
        if run == loadCount { isLoadingMore = false }
    }

    private func loadOldest() async {
        let page: Result<[FeedPost], FeedPostsError>
        do {
            page = .success(
                try await dependencies.posts.posts(
                    in: listing, before: FeedCursor.beforeTheFirstPost, limit: Self.pageSize))
        } catch {
            page = .failure(error)
        }
        guard !Task.isCancelled else { return }
        isLoadingMore = false
        switch page {
        case .success(let oldest):
            hasMore = false
            hasEarlier = oldest.count >= Self.pageSize
            show(oldest)
        case .failure(let error):
            say(.problem(FeedMessages.loadMoreFailed(error)))
        }
    }

    /// `posts` appended to the window, letting the oldest-held go above `keptPosts`.
    func windowed(appending page: [FeedPost]) -> [FeedPost] {
        var list = FeedPostList.appending(page, to: posts)
        if list.count > Self.keptPosts {
            list.removeFirst(list.count - Self.keptPosts)
            hasEarlier = true
        }
        return list
    }
}
