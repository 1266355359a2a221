/// Moving through the posts, paging in more at the bottom, and opening one.
extension ProfileViewModel {
    func moveSelection(by delta: Int) {
        guard let posts = state.content?.posts, !posts.isEmpty else { return }
        selectedIndex = max(0, min(posts.count - 1, selectedIndex + delta))
        if selectedIndex == posts.count - 1 { requestMorePosts() }
    }

    /// Starts loading the next page unless there is none or one is already coming.
    func requestMorePosts() {
        guard let content = state.content, content.canLoadMore, !isLoadingMore else { return }
        isLoadingMore = true
        notice = nil
        let personID = content.person.id
        let offset = content.posts.count
        moreTask = Task { await self.loadMorePosts(of: personID, offset: offset) }
    }

    private func loadMorePosts(of personID: Int, offset: Int) async {
        let posts = dependencies.posts
        do {
            let page = try await posts.posts(by: personID, offset: offset, limit: Self.pageSize)
            guard !Task.isCancelled, isLoadingMore else { return }
            isLoadingMore = false
            updateContent(of: personID) { content in
                let known = Set(content.posts.map(\.id))
                content.posts = Self.newestFirst(content.posts + page.filter { !known.contains($0.id) })
                content.canLoadMore = page.count >= Self.pageSize
            }
        } catch {
            guard !Task.isCancelled, isLoadingMore else { return }
            isLoadingMore = false
            notice = ProfileMessages.moreFailed
        }
    }

    /// Enter: open the selected post, or sign in from the signed-out state.
    @discardableResult func activate() -> Bool {
        switch state {
        case .signedOut:
            onEvent(.signIn)
            return true
        case .loaded(let content) where content.posts.indices.contains(selectedIndex):
            onEvent(.openPost(id: content.posts[selectedIndex].id))
            return true
        default:
            return false
        }
    }
}
