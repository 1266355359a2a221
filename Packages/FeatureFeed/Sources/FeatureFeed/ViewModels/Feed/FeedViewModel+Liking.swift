/// Liking a post in the list, and taking the like back: shown at once, saved in the order the
/// person gave them, put back with a message naming the cause when the store does not take it.
extension FeedViewModel {
    /// Likes the post if the person does not, or takes their like back. Returns once the store
    /// holds what the person wanted last (or refused it).
    public func toggleLike(postID: Int) async {
        guard let userID = await dependencies.session.currentUserID() else {
            say(.problem(FeedMessages.signInToLike))
            return
        }
        guard let post = posts.first(where: { $0.id == postID }) else { return }
        let wished = liking.wish(post)
        replaceLikes(of: postID, with: wished.likes)
        switch await liking.send(postID: postID, userID: userID, via: dependencies.posts) {
        case .underWay:
            return
        case .saved(let likes):
            replaceLikes(of: postID, with: likes)
        case .failed(.notFound, _, let liked):
            // Gone from the store: gone from the list, as a deletion heard from elsewhere.
            publishedDuringLoads.forget(postID)
            show(posts.filter { $0.id != postID })
            say(.problem(FeedMessages.likeFailed(post.title, liking: liked, .notFound(id: postID))))
        case .failed(let error, let held, let liked):
            replaceLikes(of: postID, with: held)
            say(.problem(FeedMessages.likeFailed(post.title, liking: liked, error)))
        }
    }

    /// The post's likes, where it is in the list (if it still is).
    private func replaceLikes(of postID: Int, with likes: FeedLikes) {
        guard posts.contains(where: { $0.id == postID }) else { return }
        show(
            posts.map { post in
                guard post.id == postID else { return post }
                var changed = post
                changed.likes = likes
                return changed
            })
    }
}
