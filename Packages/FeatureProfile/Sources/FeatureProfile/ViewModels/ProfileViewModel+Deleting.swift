/// Deleting one of one's own posts: confirmed by name, removed at once, put back if the store
/// refuses.
extension ProfileViewModel {
    /// Asks to confirm, naming the post, then deletes it.
    public func delete(postID: Int) async {
        guard let content = state.content else { return }
        guard content.isOwn else {
            say(.problem(ProfileMessages.readOnlyPosts))
            return
        }
        guard let post = content.posts.first(where: { $0.id == postID }) else { return }
        guard await dependencies.prompt.confirm(message: ProfileMessages.deleteConfirmation(post.text)) else {
            return
        }
        let personID = content.person.id
        // The list may have changed while the question was open.
        guard let index = state.content?.posts.firstIndex(where: { $0.id == postID }) else { return }
        say(nil)
        updateContent(of: personID) { $0.posts.remove(at: index) }
        do throws(ProfilePostsError) {
            try await dependencies.posts.deletePost(id: post.id)
            say(.outcome(ProfileMessages.postDeleted))
            await track("profile.post_deleted", ["post_id": String(post.id)])
        } catch .notFound {
            // Gone already, as the person wanted: it stays out of the list.
            say(.outcome(ProfileMessages.alreadyDeleted))
        } catch {
            updateContent(of: personID) { content in
                guard !content.posts.contains(where: { $0.id == post.id }) else { return }
                content.posts.insert(post, at: min(index, content.posts.count))
            }
            say(.problem(ProfileMessages.deleteFailed(post.text, ProfileMessages.cause(error))))
        }
    }
}
