import Foundation

/// Changes made elsewhere, applied to the list while a front end shows it: new posts by others
/// are counted (never pushed in under the person's eyes), deleted ones leave, an edited post (a
/// new title, a like) is read again in its place, renamed authors and bulk changes are read
/// again keeping what is shown, flags are read again, and a post kept while the team server was
/// away is sent when it is back.
extension FeedViewModel {
    /// Listens for changes until the caller stops (a front end runs it while the list is shown
    /// and cancels it when it goes; coming back, `appear()` reloads).
    public func watchChanges() async {
        // Listening from here on; what was published after the list was read and before this
        // (a web page's live channel opens after its page was drawn and sent) is read once, so
        // it is news as its change would have been.
        let changes = dependencies.changes.changes()
        await noticePublishedSinceTheList()
        for await change in changes {
            await apply(change)
        }
    }

    /// Counts as news the posts of the newest page that are newer than the first one shown (or
    /// any, on an empty list) and not in the list: one read of a page, whatever the data's size.
    /// A list further down than the newest page (`hasEarlier`) has its news above it already.
    private func noticePublishedSinceTheList() async {
        let top: FeedPost?
        switch state {
        case .loaded where !hasEarlier: top = posts.first
        case .empty: top = nil
        default: return
        }
        guard let newest = try? await dependencies.posts.posts(in: listing, after: nil, limit: Self.pageSize),
            !Task.isCancelled
        else { return }
        news.add(
            newest.filter { post in
                guard !window.contains(post.id) else { return false }
                guard let top else { return true }
                return (post.createdAt, post.id) > (top.createdAt, top.id)
            }.map(\.id))
    }

    func apply(_ change: FeedChange) async {
        switch change {
        case .published(let postID, _):
            await notice(postID)
        case .deleted(let postID):
            news.remove(postID)
            loading.publishedDuringLoads.forget(postID)
            window.remove(postID)
        case .edited(let postID):
            await reloadPost(postID)
        case .personChanged(let personID):
            guard posts.contains(where: { $0.authorID == personID }) else { return }
            await reloadShown()
        case .flagsChanged:
            let likes = await dependencies.flags.isOn(Self.likeCountsFlag)
            guard !Task.isCancelled else { return }
            reader.showsLikeCounts = likes
        case .manyChanged:
            await reloadShown()
        case .connectionRestored:
            // The outage's message is over; the reload says so again if it is not.
            say(nil)
            await reloadShown()
            await sendKeptPost()
        }
    }

    /// Sends again the post the team server did not take, under the same key (stored once).
    func sendKeptPost() async {
        guard isWaitingToSend, let text = unsavedDraft, !isPublishing else { return }
        if await publish(text) != nil { say(.outcome(FeedMessages.sentWhenBack)) }
    }

    /// A post published elsewhere: counted as new when this list would show it, it is not in it,
    /// and it is newer than the first post shown. (The change says neither its tags nor its date,
    /// so it is read; an older one, an import or a change heard late, is no news.) Who wrote it
    /// does not matter: the person's own post from another window, machine or psql is news too;
    /// the ones published through this list are in it already (or about to be: `publish` takes
    /// its post out of the news when it puts it in).
    private func notice(_ postID: Int) async {
        guard !window.contains(postID), !news.unseen.contains(postID) else { return }
        switch state {
        case .loaded, .empty: break
        default: return  // the load under way, or the next, brings it
        }
        guard let post = try? await dependencies.posts.post(id: postID), !Task.isCancelled,
            listing.includes(post), !window.contains(postID)
        else { return }
        if let top = posts.first, (post.createdAt, post.id) <= (top.createdAt, top.id) { return }
        news.add([postID])
    }

    /// Reads one shown post again and puts it where it was (likes come often: one read, not the
    /// whole list). A post that no longer belongs in the list leaves it; a failed read leaves it
    /// as it is, for the next change or refresh.
    func reloadPost(_ postID: Int) async {
        // A reload from the newest post is under way: it brings what changed.
        guard window.contains(postID), !loading.isLoadingFromNewest else { return }
        let fresh: FeedPost
        do {
            fresh = try await dependencies.posts.post(id: postID)
        } catch .notFound {
            guard !Task.isCancelled else { return }
            window.remove(postID)
            return
        } catch {
            return
        }
        guard !Task.isCancelled, window.contains(postID) else { return }
        window.show(
            listing.includes(fresh)
                ? posts.map { $0.id == postID ? fresh : $0 } : posts.filter { $0.id != postID })
    }

    /// Reads the shown posts again, as many as are shown, keeping them where they are: posts
    /// newer than the first one shown are counted as new, not put above the person's selection.
    /// Nothing shown yet: a plain refresh.
    func reloadShown() async {
        // A reload from the newest post is under way: it brings what changed.
        guard !loading.isLoadingFromNewest else { return }
        guard let top = posts.first else {
            await refresh()
            return
        }
        let run = loading.runs.begin()
        loading.isRefreshing = true
        let count = posts.count
        await loading.runs.run { await self.loadShown(below: top, count: count, load: run) }
        guard loading.runs.isNewest(run) else { return }
        loading.isRefreshing = false
    }

    private func loadShown(below top: FeedPost, count: Int, load: Int) async {
        let isNewer = { (post: FeedPost) in (post.createdAt, post.id) > (top.createdAt, top.id) }
        var fetched: [FeedPost] = []
        // A window that let its top go reads again from its own first post, not the newest.
        var cursor: FeedCursor? = hasEarlier ? FeedCursor(createdAt: top.createdAt, id: top.id + 1) : nil
        var more = true
        do {
            while more, fetched.count(where: { !isNewer($0) }) < count {
                let page = try await dependencies.posts.posts(
                    in: listing, after: cursor, limit: Self.pageSize)
                guard !Task.isCancelled else { return }
                fetched = FeedPostList.appending(page, to: fetched)
                more = page.count >= Self.pageSize
                if let last = page.last { cursor = FeedCursor(after: last) }
            }
        } catch {
            guard !Task.isCancelled else { return }
            say(.problem(FeedMessages.loadFailed(error)))
            return
        }
        guard !Task.isCancelled else { return }
        // The person's own posts published meanwhile are shown, not news.
        let page = loading.publishedDuringLoads.keeping(in: fetched, answerOf: load, isWholeList: !more)
        let own = loading.publishedDuringLoads.ids
        let newer = Set(page.filter { isNewer($0) && !own.contains($0.id) }.map(\.id))
        news.add(newer)
        window.hasMore = more
        window.show(page.filter { !newer.contains($0.id) })
    }
}
