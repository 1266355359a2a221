import AppCore
import Foundation
import Observation

/// A session's live channel (`/_/live?path=/feed`): while a page is open, its live regions, the
/// status line and the header's tabs (their counts) are drawn again whenever what they read
/// changes (Observation, as the terminal redraws) and each region that differs from what the
/// browser shows is sent. The page's view model and the session's tab counters listen for the
/// database's changes meanwhile, on the session's isolation.
extension WebSession {
    /// Follows the page `shown` (its path and query, as the page's `data-live` names it) until
    /// the browser goes (the task is cancelled) or the session starts over (a reload is sent).
    func follow(
        _ shown: String, wakes: AsyncStream<Void>, wake: AsyncStream<Void>.Continuation,
        output: AsyncStream<String>.Continuation
    ) async {
        // A browser that lost its connection asks again within two seconds.
        output.yield("retry: 2000\n\n")
        let (path, query) = Self.split(shown)
        guard case .page(let cached, let route, _) = await target(path) else { return }
        // Drawn as the page was (its forms carrying the stand-in for their token: `KeptPage`),
        // so what the browser shows compares equal and opening the channel sends nothing; each
        // region sent carries the token masked afresh.
        let request = request(for: cached, WebInput(method: .get, path: path, query: query), drawing: true)
        if !cached.isLoaded {
            _ = await cached.page.load(request)
            cached.isLoaded = true
        }
        cached.startWatching()
        defer { cached.stopWatching() }
        // The header's counts follow their features' changes while any page of the session is live.
        let counts = tabCounts()
        counts.startWatching()
        defer { counts.stopWatching() }
        let generation = self.generation
        var shownRegions = cached.shownRegions
        var iterator = wakes.makeAsyncIterator()
        repeat {
            guard self.generation == generation else {
                await letTheFormsPageSayItsNotice()
                output.yield(LiveMessage.reload.eventText)
                return
            }
            let regions = withObservationTracking {
                cached.page.liveRegions(request) + [
                    site.status.region, PageFrame.tabsRegion(tabs(for: route)),
                ]
            } onChange: {
                wake.yield()
            }
            for region in LiveMessage.changes(from: shownRegions, to: regions) {
                output.yield(
                    LiveMessage.region(region).eventText.replacingOccurrences(
                        of: site.standIn, with: MaskedToken.mask(csrfToken)))
                shownRegions[region.id] = region.content
            }
        } while await iterator.next() != nil && !Task.isCancelled
    }

    /// A form that signed someone in or out made every page of the session start over, and left
    /// its notice ("Signed in as …") for the page its tab is sent to. Another tab reloading first
    /// would take that notice, so this channel waits for the form's tab to draw it (a few
    /// milliseconds), or two seconds at most, before asking its own page to reload.
    private func letTheFormsPageSayItsNotice() async {
        var waited = 0
        while notice != nil, waited < 40, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(50))
            waited += 1
        }
    }

    /// "/feed?after=1795348800000.42" as its path and its query.
    static func split(_ pathAndQuery: String) -> (path: String, query: String) {
        guard let mark = pathAndQuery.firstIndex(of: "?") else { return (pathAndQuery, "") }
        return (String(pathAndQuery[..<mark]), String(pathAndQuery[pathAndQuery.index(after: mark)...]))
    }
}
