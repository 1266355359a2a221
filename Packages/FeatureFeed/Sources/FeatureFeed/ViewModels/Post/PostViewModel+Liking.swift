/// Liking the post on show, and taking the like back: the same rule as in the list.
extension PostViewModel {
    /// Likes the post if the person does not, or takes their like back. Returns once the store
    /// holds what the person wanted last (or refused it).
    public func toggleLike() async {
        guard let post else { return }
        guard let userID = await dependencies.session.currentUserID() else {
            say(.problem(FeedMessages.signInToLike))
            return
        }
        guard let shown = self.post else { return }
        showLikes(liking.wish(shown).likes)
        switch await liking.send(postID: postID, userID: userID, via: dependencies.posts) {
        case .underWay:
            return
        case .saved(let likes):
            showLikes(likes)
        case .failed(.notFound, _, _):
            // Gone from the store: said as a deletion heard from elsewhere.
            deletedElsewhere()
        case .failed(let error, let held, let liked):
            showLikes(held)
            say(.problem(FeedMessages.likeFailed(post.title, liking: liked, error)))
        }
    }

    private func showLikes(_ likes: FeedLikes) {
        guard case .loaded(var post) = state else { return }
        post.likes = likes
        state = .loaded(post)
    }
}
