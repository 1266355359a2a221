/// The list keeps a window of at most `keptPosts` posts, however far the person scrolls: going
/// down, the posts far above are let go (and `hasEarlier` says so); going back up, the page above
/// is read again from its cursor. So a page costs the same at any depth, memory stays bounded,
/// and moving in the list costs the same near the end of 100,000 posts as at the top.
extension FeedViewModel {
    /// The most posts the list holds at once: ten pages.
    public static let keptPosts = 10 * pageSize

    /// Fetches the page after the last post, when `postID` (a row the front end shows) is within
    /// `prefetchDistance` of the end. Does nothing while a load runs or when there is no more.
    public func loadMore(after postID: Int) async {
        let shown = posts
        guard hasMore, !loading.isBusy, let last = shown.last,
            let index = shown.firstIndex(where: { $0.id == postID }),
            index >= shown.count - Self.prefetchDistance
        else { return }
        await loadPage(\.isLoadingMore) { source, listing throws(FeedPostsError) in
            try await source.posts(in: listing, after: FeedCursor(after: last), limit: Self.pageSize)
        } then: { [window] below in
            window.hasMore = below.count >= Self.pageSize
            window.append(below)
        }
    }

    /// Fetches the page above the first post held, when `postID` (a row the front end shows) is
    /// within `prefetchDistance` of the top of the window and posts above it were let go.
    public func loadEarlier(before postID: Int) async {
        let shown = posts
        guard hasEarlier, !loading.isBusy, let first = shown.first,
            let index = shown.firstIndex(where: { $0.id == postID }), index < Self.prefetchDistance
        else { return }
        await loadPage(\.isLoadingEarlier) { source, listing throws(FeedPostsError) in
            try await source.posts(in: listing, before: FeedCursor(after: first), limit: Self.pageSize)
        } then: { [window] above in
            window.hasEarlier = above.count >= Self.pageSize
            window.prepend(above)
        }
    }

    /// Jumps to the end of the list (End, `G`): the oldest page is read at once, by the same
    /// query as the page above a cursor, so the end is one page away however many posts lie
    /// between; the posts above it are read again on the way up.
    public func showOldest() async {
        guard hasMore, !loading.isLoadingMore, !loading.isRefreshing else { return }
        await loadPage(\.isLoadingMore) { source, listing throws(FeedPostsError) in
            try await source.posts(in: listing, before: FeedCursor.beforeTheFirstPost, limit: Self.pageSize)
        } then: { [window] oldest in
            window.hasMore = false
            window.hasEarlier = oldest.count >= Self.pageSize
            window.show(oldest)
        }
    }

    /// Reads a page below or above the window, or the oldest, under `flag` (which only the newest
    /// load clears), and hands it to `then`; a failure says so and leaves the window as it is.
    private func loadPage(
        _ flag: ReferenceWritableKeyPath<FeedLoading, Bool>,
        reading read: @escaping (any FeedPostsSource, FeedListing) async throws(FeedPostsError) -> [FeedPost],
        then show: @escaping ([FeedPost]) -> Void
    ) async {
        let (source, listing, loading) = (dependencies.posts, self.listing, self.loading)
        await loading.loadPage(flag) {
            let page: Result<[FeedPost], FeedPostsError>
            do throws(FeedPostsError) {
                page = .success(try await read(source, listing))
            } catch {
                page = .failure(error)
            }
            guard !Task.isCancelled else { return }
            loading[keyPath: flag] = false
            switch page {
            case .success(let posts): show(posts)
            case .failure(let error): self.say(.problem(FeedMessages.loadMoreFailed(error)))
            }
        }
    }
}
