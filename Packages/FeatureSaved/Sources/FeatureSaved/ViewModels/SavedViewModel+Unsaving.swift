/// Taking a post out of the list: gone at once, put back in its place (and said why) if the
/// database refuses. A person's own action: the front end never cancels it.
extension SavedViewModel {
    public func unsave(postID: Int) async {
        message = nil
        // A post not shown (a form sent from a page that has moved on) is taken out all the same.
        let post = posts.first { $0.id == postID }
        remove(postID: postID)
        do {
            try await dependencies.posts.setSaved(false, postID: postID)
            await track("saved.post_unsaved", postID: postID)
        } catch {
            if let post { putBack(post) }
            message = SavedMessages.unsaveFailed(error, title: post?.title ?? "post \(postID)")
        }
    }

    /// Takes the post out of what is shown (unsaved here or elsewhere, or deleted).
    func remove(postID: Int) {
        guard case .loaded(let shown) = state, shown.contains(where: { $0.id == postID }) else { return }
        let rest = shown.filter { $0.id != postID }
        state = rest.isEmpty && !hasMore ? .empty : .loaded(rest)
    }

    /// Puts a post back where the list's order has it (newest saved first).
    private func putBack(_ post: SavedPost) {
        var shown = posts
        guard !shown.contains(where: { $0.id == post.id }) else { return }
        let index = shown.firstIndex { Self.comesBefore(post, $0) } ?? shown.endIndex
        shown.insert(post, at: index)
        state = .loaded(shown)
    }

    /// The list's order: saved later first, then the higher post id (the cursor's order).
    static func comesBefore(_ first: SavedPost, _ second: SavedPost) -> Bool {
        (first.savedAt, first.id) > (second.savedAt, second.id)
    }
}
