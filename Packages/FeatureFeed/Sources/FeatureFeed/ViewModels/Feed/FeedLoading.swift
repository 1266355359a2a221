import Observation

/// A list's loads and what they are busy with: the first page (newest, or from a cursor), the
/// pages below and above, the shown posts read again. One runs at a time (`LoadRuns`); only the
/// newest clears its own busy flag.
@Observable final class FeedLoading {
    /// Reloading behind the posts already shown.
    var isRefreshing = false
    var isLoadingMore = false
    var isLoadingEarlier = false
    /// A refresh (from the newest post) is under way; changes heard meanwhile leave it alone.
    @ObservationIgnored var isLoadingFromNewest = false
    @ObservationIgnored let runs = LoadRuns()
    /// The person's posts published while a load was reading, kept when its page arrives.
    @ObservationIgnored var publishedDuringLoads = PublishedDuringLoads()

    /// True while any load or page is under way (a new one waits, or is not asked for).
    var isBusy: Bool { isLoadingMore || isLoadingEarlier || isRefreshing }

    /// Runs a page's load (below or above the window, or the oldest) under `flag`, which only
    /// the newest load clears.
    func loadPage(
        _ flag: ReferenceWritableKeyPath<FeedLoading, Bool>, isolation: isolated (any Actor)? = #isolation,
        _ load: @escaping () async -> Void
    ) async {
        let run = runs.begin()
        self[keyPath: flag] = true
        await runs.run(isolation: isolation, load)
        if runs.isNewest(run) { self[keyPath: flag] = false }
    }
}
