import AppCore
import Hummingbird

/// The live channel (`/_/live?path=/feed`): one long answer while a page is open, its regions
/// drawn again in the browser's session as what they read changes (`WebSession.follow`). A
/// session holds at most `LiveChannels.perSession` and an address `LiveChannels.perClient`;
/// beyond them the channel is refused (429) and the page is simply not live. It touches no view
/// model until it is open, and takes no turn of its session's (`SessionTurns`).
struct LiveChannelRoute: Sendable {
    let app: WebApp

    func open(_ request: Request, context: WebRequestContext) async throws -> Response {
        let shown = FormData(encoded: request.uri.query ?? "")["path"]
        guard let session = context.session, let shown, shown.hasPrefix("/") else {
            guard app.site.isTeam else { return WebResponse.make(.plain(204, "")) }
            // An open page whose session ended (signed out elsewhere, removed, the server
            // restarted) loads again, and so reaches the sign-in page.
            let (events, output) = AsyncStream.makeStream(of: String.self)
            output.yield(LiveMessage.reload.eventText)
            output.finish()
            return WebResponse.make(
                WebOutput(
                    status: 200, contentType: "text/event-stream; charset=utf-8",
                    body: .events(events, stop: {})))
        }
        do {
            let (events, stop) = try app.liveChannels.open(
                session, showing: shown, client: SignInGuard.key(ofClient: context.client))
            return WebResponse.make(
                WebOutput(
                    status: 200, contentType: "text/event-stream; charset=utf-8",
                    body: .events(events, stop: stop)))
        } catch {
            return WebResponse.make(
                .plain(
                    429,
                    "Too many pages of this browser are live at once; this one will not change by itself."))
        }
    }
}
