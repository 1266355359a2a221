/// Deleting the post on show, as the list does it (`PostDeletion`): only the person's own, after
/// a question that names it.
extension PostViewModel {
    /// Deletes the post after asking; said either way, and the post is gone when the store says
    /// it already was.
    public func delete() async {
        guard let post, !isDeleting else { return }
        let deletion = PostDeletion(dependencies: dependencies)
        guard let userID = await deletion.confirmed(post, saying: note) else { return }
        isDeleting = true
        defer { isDeleting = false }
        switch await deletion.delete(post, as: userID) {
        case .success:
            state = .deleted
            say(.outcome(FeedMessages.deleted))
            tracker.send("feed.post_deleted", ["post_id": String(post.id)])
        case .failure(.notFound):
            state = .deleted
            say(.outcome(FeedMessages.alreadyDeleted))
        case .failure(let error):
            say(.problem(FeedMessages.deleteFailed(post.title, error, restored: false)))
        }
    }
}
