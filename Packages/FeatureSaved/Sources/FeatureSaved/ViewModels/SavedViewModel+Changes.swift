/// Following changes made elsewhere while the list is shown: a post unsaved in another window or
/// deleted by its author leaves at once; a post saved elsewhere (or edited) brings the top of the
/// list in again, keeping the pages below it.
extension SavedViewModel {
    /// Runs until cancelled (the screen went).
    public func watchChanges() async {
        for await change in dependencies.changes.changes() {
            guard !Task.isCancelled else { return }
            await apply(change)
        }
    }

    func apply(_ change: SavedChange) async {
        switch change {
        case .unsaved(let postID), .postDeleted(let postID):
            remove(postID: postID)
        case .saved(let postID):
            guard !posts.contains(where: { $0.id == postID }) else { return }
            await reloadTop()
        case .postEdited(let postID):
            guard posts.contains(where: { $0.id == postID }) else { return }
            await reloadTop()
        case .reload:
            await reloadTop()
        }
    }

    /// Reads the first page again and puts it above the older posts already shown. A failure
    /// leaves the list as it is: the next change or `r` tries again.
    func reloadTop() async {
        guard case .loaded = state else {
            await refresh()
            return
        }
        guard let top = try? await page(after: startsAfter), !Task.isCancelled else { return }
        guard case .loaded(let shown) = state else { return }
        guard top.hasMore, let last = top.posts.last else {
            // The whole list fits in one page: it is all there is.
            state = top.posts.isEmpty ? .empty : .loaded(top.posts)
            hasMore = false
            return
        }
        let fresh = Set(top.posts.map(\.id))
        let older = shown.filter { !fresh.contains($0.id) && Self.comesBefore(last, $0) }
        state = .loaded(top.posts + older)
    }
}
