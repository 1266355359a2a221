/// Coming back to a list (from a post, or in a new run) keeps the post the person had selected
/// in it: reloading from the newest post reads only the first page, so a post further down
/// would be gone and the selection would land on whatever row took its place.
extension FeedViewModel {
    /// The screen's work when the person had `postID` selected: loads the page that holds it.
    /// A post near the top reloads from the newest, as `appear()` does; one further down, or not
    /// held (a selection saved by an earlier run), reloads from that post, the page above
    /// being read as the person goes up. With no such post (deleted meanwhile) it is `appear()`.
    public func appear(keeping postID: Int?) async {
        guard let postID, let post = await post(keeping: postID) else { return await appear() }
        await appear(startingAfter: FeedCursor(at: post))
    }

    /// The post to reload from, or nil when reloading from the newest keeps it in view.
    private func post(keeping postID: Int) async -> FeedPost? {
        let held = posts
        if let index = held.firstIndex(where: { $0.id == postID }) {
            let nearTheTop = !hasEarlier && index < Self.pageSize - Self.prefetchDistance
            return nearTheTop ? nil : held[index]
        }
        guard let post = try? await dependencies.posts.post(id: postID), listing.includes(post)
        else { return nil }
        return post
    }
}

extension FeedCursor {
    /// Just before `post` in newest-first order: the page after it starts with `post`.
    public init(at post: FeedPost) {
        self.init(createdAt: post.createdAt, id: post.id + 1)
    }
}
