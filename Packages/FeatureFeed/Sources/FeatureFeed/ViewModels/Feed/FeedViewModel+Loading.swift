/// Loading the list: its first page (the newest, or from a cursor further down or up), and a
/// refresh behind the posts already shown. The pages below and above are the window's.
extension FeedViewModel {
    /// The screen's work: loads the newest posts (behind those already shown when coming back).
    public func appear() async {
        await appear(startingAfter: nil)
    }

    /// The screen's work for a list that starts further down (a web page of older posts): the
    /// page after `cursor` is read at once, whatever its depth, and the posts above it are
    /// `hasEarlier`.
    public func appear(startingAfter cursor: FeedCursor?) async {
        await appear(from: cursor.map { .after($0) } ?? .newest)
    }

    /// The screen's work for the page just above `cursor` (a web page's "Newer posts"): read at
    /// once by the same keyset, so going back up costs a page at any depth.
    public func appear(endingBefore cursor: FeedCursor) async {
        await appear(from: .before(cursor))
    }

    private func appear(from start: PageStart) async {
        await reload(from: start)
        guard !Task.isCancelled else { return }
        if let search = listing.search, search.usesTheIndex { await findPeople(search) }
        // What a person searched for is theirs: the count of words is enough to learn from.
        let details =
            listing.tag.map { ["tag": $0] } ?? listing.search.map { ["search_words": String($0.words.count)] }
        tracker.send("feed.viewed", details ?? [:])
        // The posts loaded, so the store answers again: a post kept for the server goes now.
        switch state {
        case .loaded, .empty: if message == nil { await sendKeptPost() }
        default: break
        }
    }

    /// Reloads from the newest post, superseding any load in flight. Posts already shown stay
    /// while it runs; a failure then keeps them and says so.
    public func refresh() async {
        await reload(from: .newest)
    }

    /// Where a list's first page starts.
    enum PageStart {
        case newest
        /// Further down: the page after this post.
        case after(FeedCursor)
        /// Going back up: the page just above this post.
        case before(FeedCursor)
    }

    private func reload(from start: PageStart) async {
        let run = loading.runs.begin()
        // Superseding a first load still under way, there is nothing settled to go back to.
        let before = state == .loading ? .idle : state
        switch state {
        case .loaded, .empty: loading.isRefreshing = true
        default: window.state = .loading
        }
        loading.isLoadingMore = false
        say(nil)
        news.refreshBegins()
        if case .newest = start {
            loading.isLoadingFromNewest = true
        } else {
            loading.isLoadingFromNewest = false
        }
        await loading.runs.run { await self.loadFirstPage(load: run, from: start) }
        guard loading.runs.isNewest(run) else { return }
        loading.isLoadingFromNewest = false
        loading.isRefreshing = false
        // Cancelled before an answer (the screen went): as it was.
        if state == .loading { window.state = before }
    }

    private func loadFirstPage(load: Int, from start: PageStart) async {
        let (source, session, preferences, flags, listing) = (
            dependencies.posts, dependencies.session, dependencies.preferences, dependencies.flags,
            self.listing
        )
        async let reading = FeedReader.read(
            session: session, preferences: preferences, flags: flags, compact: true)
        let page: Result<[FeedPost], FeedPostsError>
        do {
            switch start {
            case .newest:
                page = .success(try await source.posts(in: listing, after: nil, limit: Self.pageSize))
            case .after(let cursor):
                page = .success(try await source.posts(in: listing, after: cursor, limit: Self.pageSize))
            case .before(let cursor):
                // One more than a page, to know whether this is the top.
                page = .success(try await source.posts(in: listing, before: cursor, limit: Self.pageSize + 1))
            }
        } catch {
            page = .failure(error)
        }
        let read = await reading
        guard !Task.isCancelled else { return }
        reader = read
        tracker.update(allowed: read.allowsAnalytics)
        await composing.takeUp(of: read.userID)
        guard !Task.isCancelled else { return }
        switch (page, start) {
        case (.success(let posts), .after):
            // A page further down: the newest posts, and any just published, are above it.
            window.hasMore = posts.count >= Self.pageSize
            window.hasEarlier = true
            window.show(posts)
        case (.success(let posts), .before):
            // The page above a post: that post and the rest are below it; the one read past a
            // page (the farthest, newest first) only says there is more above.
            window.hasMore = true
            window.hasEarlier = posts.count > Self.pageSize
            window.show(Array(posts.suffix(Self.pageSize)))
        case (.success(let posts), .newest):
            window.hasMore = posts.count >= Self.pageSize
            window.hasEarlier = false
            // Shown now, or further down than the first page: news no more.
            news.refreshed(showing: posts)
            window.show(
                loading.publishedDuringLoads.keeping(in: posts, answerOf: load, isWholeList: !hasMore))
        case (.failure(let error), _) where isRefreshing:
            say(.problem(FeedMessages.loadFailed(error)))
        case (.failure(let error), _):
            window.state = .failed(FeedMessages.loadFailed(error))
        }
    }
}
