/// Deleting a post, as both the list and the post's own screen do it: only the signed-in
/// person's own post, after a question that names it.
struct PostDeletion {
    enum Permission: Equatable {
        /// Not allowed, with the reason for the person.
        case refused(String)
        /// The person said no.
        case declined
        case confirmed(userID: Int)
    }

    let dependencies: FeedDependencies

    func ask(_ post: FeedPost) async -> Permission {
        guard let userID = await dependencies.session.currentUserID() else {
            return .refused(FeedMessages.signInToDelete)
        }
        guard post.authorID == userID else { return .refused(FeedMessages.notYours) }
        guard await dependencies.prompt.confirm(message: FeedMessages.confirmDelete(post.title)) else {
            return .declined
        }
        return .confirmed(userID: userID)
    }

    func delete(_ post: FeedPost, as userID: Int) async -> Result<Void, FeedPostsError> {
        do {
            try await dependencies.posts.deletePost(id: post.id, userID: userID)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
