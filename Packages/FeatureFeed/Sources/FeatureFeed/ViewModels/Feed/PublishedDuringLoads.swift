/// The posts a person published from this list while a load that replaces it was reading. That
/// load's page may have been read before the post was stored: shown as it came, it would take
/// the person's new post out of the list under their eyes (or, reloading the shown posts, count
/// it as someone else's news). Each post is kept with the number of the newest load when it was
/// stored; a load numbered after that began later and read it, if it is still there.
struct PublishedDuringLoads {
    private var entries: [(post: FeedPost, newestLoad: Int)] = []

    var ids: Set<Int> { Set(entries.map(\.post.id)) }

    mutating func add(_ post: FeedPost, newestLoad: Int) {
        entries.append((post, newestLoad))
    }

    /// The post is gone (deleted here or elsewhere): no late page brings it back.
    mutating func forget(_ postID: Int) {
        entries.removeAll { $0.post.id == postID }
    }

    /// `page`, the answer of load number `load`, with each post published after that load
    /// began and missing from it put in its newest-first place. One older than the page's last
    /// post belongs to a later page unless the page is the whole list.
    mutating func keeping(in page: [FeedPost], answerOf load: Int, isWholeList: Bool) -> [FeedPost] {
        // Stored before this load began: it read them, so they need keeping no more.
        entries.removeAll { $0.newestLoad < load }
        var result = page
        for (post, _) in entries where !result.contains(where: { $0.id == post.id }) {
            if let index = result.firstIndex(where: { FeedCursor(after: post).precedes($0) }) {
                result.insert(post, at: index)
            } else if isWholeList {
                result.append(post)
            }
        }
        return result
    }
}
