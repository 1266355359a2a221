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

    private func ask(_ post: FeedPost) async -> Permission {
        guard let userID = await dependencies.session.currentUserID() else {
            return .refused(FeedMessages.signInToDelete)
        }
        guard post.authorID == userID else { return .refused(FeedMessages.notYours) }
        guard await dependencies.prompt.confirm(message: FeedMessages.confirmDelete(post.title)) else {
            return .declined
        }
        return .confirmed(userID: userID)
    }

    /// The person's id once they said yes to deleting `post`, their own; nil when it is not
    /// theirs or nobody is signed in (`note` says why) or they said no. What was said before goes.
    func confirmed(_ post: FeedPost, saying note: NoteOnShow) async -> Int? {
        note.say(nil)
        switch await ask(post) {
        case .refused(let reason):
            note.say(.problem(reason))
            return nil
        case .declined: return nil
        case .confirmed(let userID): return userID
        }
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
