import Observation

/// The posts a list shows, and the one place they change: at most `FeedViewModel.keptPosts` at
/// once, however far the person scrolls (`hasEarlier` and `hasMore` say posts were let go above
/// or are left below), without the posts being deleted and with the likes the person is giving.
@Observable final class FeedWindow {
    var state: FeedViewModel.State = .idle
    /// More posts below the last one held.
    var hasMore = false
    /// Posts above the first one held were let go to keep the window bounded, or the list
    /// starts further down (a web page of older posts).
    var hasEarlier = false
    /// Posts deleted but not yet confirmed by the store: a page arriving meanwhile leaves them out.
    @ObservationIgnored private var deleting: Set<Int> = []
    /// Likes on their way to the store, shown at once.
    @ObservationIgnored let liking = Liking()

    var posts: [FeedPost] {
        if case .loaded(let posts) = state { posts } else { [] }
    }

    func contains(_ postID: Int) -> Bool {
        posts.contains { $0.id == postID }
    }

    /// Shows `posts`, leaving out those being deleted, with the likes the person is giving.
    func show(_ posts: [FeedPost]) {
        let kept = deleting.isEmpty ? posts : posts.filter { !deleting.contains($0.id) }
        let shown = kept.map(liking.showingWishes)
        state = shown.isEmpty ? .empty : .loaded(shown)
    }

    /// Takes the post out of what is shown.
    func remove(_ postID: Int) {
        guard contains(postID) else { return }
        show(posts.filter { $0.id != postID })
    }

    /// Hides the post while the store deletes it; once it answered, pages show it again if
    /// they hold it (the caller puts it back where it was when the delete failed).
    func setDeleting(_ postID: Int, _ isDeleting: Bool) {
        guard isDeleting else {
            deleting.remove(postID)
            return
        }
        deleting.insert(postID)
        show(posts)
    }

    /// The post's likes, where it is in the list (if it still is).
    func replaceLikes(of postID: Int, with likes: FeedLikes) {
        guard contains(postID) else { return }
        show(
            posts.map { post in
                guard post.id == postID else { return post }
                var changed = post
                changed.likes = likes
                return changed
            })
    }

    /// Shows `page` below the window, letting the oldest-held go above `keptPosts`.
    func append(_ page: [FeedPost]) {
        let list = FeedPostList.appending(page, to: posts)
        let over = max(list.count - FeedViewModel.keptPosts, 0)
        if over > 0 { hasEarlier = true }
        show(Array(list.dropFirst(over)))
    }

    /// Shows `page` above the window, letting the newest-held go below `keptPosts`.
    func prepend(_ page: [FeedPost]) {
        let list = FeedPostList.appending(posts, to: page)
        let over = max(list.count - FeedViewModel.keptPosts, 0)
        if over > 0 { hasMore = true }
        show(Array(list.dropLast(over)))
    }
}
