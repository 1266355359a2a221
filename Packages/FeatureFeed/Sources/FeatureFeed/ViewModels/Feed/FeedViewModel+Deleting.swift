/// Deleting one of the person's own posts from the list: gone at once, back in its place if the
/// store fails, and gone for good when the store says it already was.
extension FeedViewModel {
    public func delete(postID: Int) async {
        guard let post = posts.first(where: { $0.id == postID }) else { return }
        let deletion = PostDeletion(dependencies: dependencies)
        guard let userID = await deletion.confirmed(post, saying: note) else { return }
        let index = posts.firstIndex { $0.id == postID }
        window.setDeleting(postID, true)
        let result = await deletion.delete(post, as: userID)
        window.setDeleting(postID, false)
        switch result {
        case .success:
            loading.publishedDuringLoads.forget(postID)
            say(.outcome(FeedMessages.deleted))
            tracker.send("feed.post_deleted", ["post_id": String(postID)])
        case .failure(.notFound):
            loading.publishedDuringLoads.forget(postID)
            say(.outcome(FeedMessages.alreadyDeleted))
        case .failure(let error):
            if let index { window.show(FeedPostList.inserting(post, at: index, into: posts)) }
            say(.problem(FeedMessages.deleteFailed(post.title, error, restored: index != nil)))
        }
    }
}
