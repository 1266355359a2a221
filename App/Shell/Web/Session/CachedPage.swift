import AppCore

/// One page a browser session has open, kept so that a form, "More" and the live channel meet the
/// same view model the page was drawn from.
@MainActor
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

    func startWatching() {
        watchers += 1
        guard watching == nil else { return }
        let page = self.page
        watching = Task { await page.watch() }
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
