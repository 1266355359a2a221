import AppCore

/// One page a browser session has open, kept so that a form, "More" and the live channel meet the
/// same view model the page was drawn from. It belongs to its session and runs on the session's
/// isolation (`WebSession`), as its view model does.
final class CachedPage {
    let page: any WebPage
    /// Loaded once at least (a form posted to a page never shown loads it first).
    var isLoaded = false
    /// The live regions as the last page drawn showed them: where a live channel starts from.
    var shownRegions: [String: HTML] = [:]
    /// Open live channels showing this page; the page listens for changes while there is one.
    private var watchers = 0
    private var watching: Task<Void, Never>?

    init(page: any WebPage) {
        self.page = page
    }

    var isWatched: Bool { watchers > 0 }

    /// One more live channel; the first starts the page listening, on its session's isolation.
    func startWatching(isolation: isolated (any Actor)? = #isolation) {
        watchers += 1
        guard watching == nil, isolation != nil else { return }
        let page = self.page
        watching = Task {
            _ = isolation
            await page.watch()
        }
    }

    func stopWatching() {
        watchers = max(0, watchers - 1)
        guard watchers == 0 else { return }
        watching?.cancel()
        watching = nil
    }

    /// The session ended: stop listening whoever still watches.
    func close() {
        watchers = 0
        watching?.cancel()
        watching = nil
    }
}
