import AppCore
import Foundation
import Observation

/// The live channel (`/_/live?path=/feed`): while a page is open, its live regions, the status
/// line and the header's tabs (their counts) are drawn again whenever what they read changes
/// (Observation, as the terminal redraws) and each region that differs from what the browser
/// shows is sent. The page's view model and the session's tab counters listen for the
/// database's changes meanwhile.
///
/// Each channel holds a connection and a task for as long as its page is open, so a session may
/// hold at most `liveChannelsPerSession` and an address `liveChannelsPerClient` (one browser with
/// sixteen tabs is plenty; a NAT of 1,000 people is more than one server holds anyway); beyond
/// them the channel is refused (429) and the page is simply not live.
extension WebApp {
    nonisolated static let liveChannelsPerSession = 16
    nonisolated static let liveChannelsPerClient = 1_000

    func live(_ input: WebInput) -> WebOutput {
        let query = FormData(encoded: input.query)
        guard let session = sessions.session(id: input.sessionID), let shown = query["path"],
            shown.hasPrefix("/")
        else {
            return plain(204, "")
        }
        let client = SignInGuard.key(ofClient: input.client)
        var ofSession = 0
        var ofClient = 0
        for channel in liveChannels.values {
            if channel.sessionID == session.id { ofSession += 1 }
            if channel.client == client { ofClient += 1 }
        }
        guard ofSession < Self.liveChannelsPerSession, ofClient < Self.liveChannelsPerClient else {
            return plain(
                429, "Too many pages of this browser are live at once; this one will not change by itself.")
        }
        let (path, pageQuery) = Self.split(shown)
        let request = WebRequest(
            path: path, query: FormData(encoded: pageQuery), csrfToken: session.csrfToken)
        let (events, output) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(64))
        let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        let generation = session.generation
        let task = Task { [weak self] in
            await self?.follow(
                request, in: session, generation: generation, wakes: wakes, wake: wake, output: output)
            output.finish()
            self?.liveChannels.removeValue(forKey: id)
        }
        liveChannels[id] = LiveChannel(
            sessionID: session.id, client: client, wake: wake, output: output, task: task)
        let stop: @Sendable () -> Void = {
            task.cancel()
            wake.finish()
        }
        return WebOutput(
            status: 200, contentType: "text/event-stream; charset=utf-8", body: .events(events, stop: stop))
    }

    private func follow(
        _ request: WebRequest, in session: WebSession, generation: Int, wakes: AsyncStream<Void>,
        wake: AsyncStream<Void>.Continuation, output: AsyncStream<String>.Continuation
    ) async {
        // A browser that lost its connection asks again within two seconds.
        output.yield("retry: 2000\n\n")
        guard case .page(let cached, let route, _) = await target(request.path, in: session) else { return }
        if !cached.isLoaded {
            _ = await cached.page.load(request)
            cached.isLoaded = true
        }
        cached.startWatching()
        defer { cached.stopWatching() }
        // The header's counts follow their features' changes while any page of the session is live.
        let counts = session.tabCounts(catalog: catalog)
        counts.startWatching()
        defer { counts.stopWatching() }
        var shown = cached.shownRegions
        var iterator = wakes.makeAsyncIterator()
        repeat {
            guard session.generation == generation else {
                await letTheFormsPageSayItsNotice(session)
                output.yield(LiveMessage.reload.eventText)
                return
            }
            let regions = withObservationTracking {
                cached.page.liveRegions(request) + [
                    statusRegion, PageFrame.tabsRegion(tabs(for: route, in: session)),
                ]
            } onChange: {
                wake.yield()
            }
            for region in LiveMessage.changes(from: shown, to: regions) {
                output.yield(LiveMessage.region(region).eventText)
                shown[region.id] = region.content
            }
        } while await iterator.next() != nil && !Task.isCancelled
    }

    /// A form that signed someone in or out made every page of the session start over, and left
    /// its notice ("Signed in as …") for the page its tab is sent to. Another tab reloading first
    /// would take that notice, so this channel waits for the form's tab to draw it (a few
    /// milliseconds), or two seconds at most, before asking its own page to reload.
    private func letTheFormsPageSayItsNotice(_ session: WebSession) async {
        var waited = 0
        while session.notice != nil, waited < 40, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(50))
            waited += 1
        }
    }

    /// "/feed?after=1795348800000.42" as its path and its query.
    static func split(_ pathAndQuery: String) -> (path: String, query: String) {
        guard let mark = pathAndQuery.firstIndex(of: "?") else { return (pathAndQuery, "") }
        return (String(pathAndQuery[..<mark]), String(pathAndQuery[pathAndQuery.index(after: mark)...]))
    }

    func wakeLiveChannels(of session: WebSession) {
        for channel in liveChannels.values where channel.sessionID == session.id { channel.notify() }
    }

    /// A comment on every channel: it keeps proxies from closing it and finds browsers that went.
    /// (Nothing is drawn again: 500 channels redrawn at once held every page back.)
    func keepLiveChannelsOpen() {
        for channel in liveChannels.values { channel.keepOpen() }
    }

    /// Live channels of sessions ended on another node (signed out there, say) load their page
    /// again, and so reach the sign-in page: checked every second, in one call to the database.
    func endLiveChannelsOfSessionsEndedElsewhere() async {
        let shown = Set(liveChannels.values.map(\.sessionID))
        let ended = Set(await sessions.endThoseEndedElsewhere(shown))
        guard !ended.isEmpty else { return }
        for channel in liveChannels.values where ended.contains(channel.sessionID) { channel.notify() }
    }

    /// Ends idle and old sessions; their live channels load their page again (a new session).
    func endIdleSessions() {
        let ended = Set(sessions.sweep())
        guard !ended.isEmpty else { return }
        for channel in liveChannels.values where ended.contains(channel.sessionID) { channel.notify() }
    }
}
