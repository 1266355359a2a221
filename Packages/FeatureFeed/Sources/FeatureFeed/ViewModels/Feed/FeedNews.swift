import Observation

/// Posts published by others since the list was loaded and not put in it: counted, never pushed
/// in under the person's eyes (a front end offers to show them; a refresh from the newest does).
@Observable final class FeedNews {
    /// The posts counted as new.
    private(set) var unseen: Set<Int> = []
    /// The posts counted as new when the refresh under way began.
    @ObservationIgnored private var unseenWhenRefreshing: Set<Int> = []

    func add(_ postIDs: some Sequence<Int>) {
        unseen.formUnion(postIDs)
    }

    func remove(_ postID: Int) {
        unseen.remove(postID)
    }

    /// A reload from the newest post begins: it shows what is new now (if it fails, they are
    /// still new).
    func refreshBegins() {
        unseenWhenRefreshing = unseen
    }

    /// The newest page came: what was new when it began, and what it shows, is news no more.
    /// Posts published while it was read and not in it stay new.
    func refreshed(showing page: [FeedPost]) {
        unseen.subtract(unseenWhenRefreshing.union(page.map(\.id)))
    }
}
