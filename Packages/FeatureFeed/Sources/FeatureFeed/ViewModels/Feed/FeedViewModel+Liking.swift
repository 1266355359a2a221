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
        let wished = window.liking.wish(post)
        window.replaceLikes(of: postID, with: wished.likes)
        switch await window.liking.send(postID: postID, userID: userID, via: dependencies.posts) {
        case .underWay:
            return
        case .saved(let likes):
            window.replaceLikes(of: postID, with: likes)
        case .failed(.notFound, _, let liked):
            // Gone from the store: gone from the list, as a deletion heard from elsewhere.
            loading.publishedDuringLoads.forget(postID)
            window.remove(postID)
            say(.problem(FeedMessages.likeFailed(post.title, liking: liked, .notFound(id: postID))))
        case .failed(let error, let held, let liked):
            window.replaceLikes(of: postID, with: held)
            say(.problem(FeedMessages.likeFailed(post.title, liking: liked, error)))
        }
    }
}
