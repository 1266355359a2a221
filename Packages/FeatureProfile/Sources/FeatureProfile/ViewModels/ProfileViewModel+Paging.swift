/// The next page of posts, asked for by the front end when a row near the end becomes visible.
extension ProfileViewModel {
    /// Loads the page after the last post when `postID` is one of the last rows. Does nothing
    /// while a page or the profile is loading, when there is no more, or when the row is not
    /// near the end. Cancelling it leaves the posts as they were.
    public func loadMore(after postID: Int) async {
        guard let content = state.content, content.canLoadMore, !isLoadingMore, !loads.isRunning,
            let row = content.posts.firstIndex(where: { $0.id == postID }),
            row >= content.posts.count - Self.nearEnd, let last = content.posts.last
        else { return }
        let personID = content.person.id
        await pages.run { await self.loadPage(of: personID, after: last) }
    }

    private func loadPage(of personID: Int, after last: ProfilePost) async {
        setLoadingMore(true)
        defer { setLoadingMore(false) }
        let result = await Self.page(
            of: personID, after: ProfileCursor(after: last), limit: Self.pageSize, from: dependencies.posts)
        guard !Task.isCancelled else { return }
        switch result {
        case .success(let page):
            if said?.mends == .more { say(nil) }
            updateContent(of: personID) { content in
                // A refresh may have replaced the list meanwhile: then this page is not its next.
                guard content.posts.last?.id == last.id else { return }
                let known = Set(content.posts.map(\.id))
                content.posts += Self.newestFirst(page.posts.filter { !known.contains($0.id) })
                content.canLoadMore = page.hasMore
            }
        case .failure(let error):
            say(.problem(ProfileMessages.moreFailed(ProfileMessages.cause(error)), mends: .more))
        }
    }
}
