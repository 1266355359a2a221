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
        guard hasEarlier, !loading.isBusy, let first = shown.first,
            let index = shown.firstIndex(where: { $0.id == postID }), index < Self.prefetchDistance
        else { return }
        await loading.loadPage(\.isLoadingEarlier) { [weak self] in
            await self?.loadPage(before: FeedCursor(after: first))
        }
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
        loading.isLoadingEarlier = false
        switch page {
        case .success(let above):
            window.hasEarlier = above.count >= Self.pageSize
            window.prepend(above)
        case .failure(let error):
            say(.problem(FeedMessages.loadMoreFailed(error)))
        }
    }

    /// Jumps to the end of the list (End, `G`): the oldest page is read at once, by the same
    /// query as the page above a cursor, so the end is one page away however many posts lie
    /// between; the posts above it are read again on the way up.
    public func showOldest() async {
        guard hasMore, !loading.isLoadingMore, !loading.isRefreshing else { return }
        await loading.loadPage(\.isLoadingMore) { [weak self] in await self?.loadOldest() }
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
        loading.isLoadingMore = false
        switch page {
        case .success(let oldest):
            window.hasMore = false
            window.hasEarlier = oldest.count >= Self.pageSize
            window.show(oldest)
        case .failure(let error):
            say(.problem(FeedMessages.loadMoreFailed(error)))
        }
    }
}
