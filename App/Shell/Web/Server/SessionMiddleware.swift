import HTTPTypes
import Hummingbird

/// Finds the browser's session once, for every route after it (`WebRequestContext.session`): a
/// cookie this server (or the team) did not sign is no session, without a lookup; on a team
/// database the session's row is read first (another node may have started or ended it), and a
/// member the owner removed loses their sessions before anything is drawn for them. After the
/// answer, what a team's next page is to say, and the member's drafts and preferences, are in
/// the database for whichever node draws it.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext
    let app: WebApp

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var context = context
        context.cookies = BrowserCookies(header: request.headers[.cookie])
        let cookie = context.cookies.session
        let id = app.sessions.knownID(cookie: cookie) ?? app.cookies.id(from: cookie)
        context.sessionID = id
        guard let id else { return try await next(request, context) }
        let sessions = app.sessions
        if sessions.shared != nil {
            // Another node may have started or ended this session: the database says which.
            // Not within the request's budget: a budget could not cut it short (a task group
            // waits for its children, and a request waiting in the session's line of checks is
            // answered by the check, `SessionCheckLine`, each within the pool's request limit),
            // and its task group and timer cost every request of a member two tasks (issue 40).
            if await sessions.refresh(id: id) { app.liveChannels.wake(sessions: [id]) }
        }
        context.session = sessions.session(id: id, cookie: cookie)
        if endIfRemoved(context.session) { context.session = nil }
        let response = try await next(request, context)
        guard sessions.shared != nil else { return response }
        // Removed while the request ran: the page it drew gives way to the sign-in page.
        if let session = context.session, endIfRemoved(session) {
            return WebResponse.make(.redirect(to: WebPaths.login))
        }
        // The page a redirect leads to may be drawn by another node: it finds what to say there.
        // When the database could not take what it is to say (an outage), this node draws that
        // page itself, as the form's answer, so the notice or the refused form is not lost.
        if response.status == .seeOther, let session = await sessions.passOn(id: id),
            let location = response.headers[.location], location.hasPrefix("/")
        {
            await sessions.flushKept(id: id)
            return await drawnHere(location, in: session, request: request, context: context, after: response)
        }
        await sessions.flushKept(id: id)
        return response
    }

    /// The page at `location` (a redirect's target), drawn by this node as the answer to the
    /// request, with the cookies the redirect set.
    private func drawnHere(
        _ location: String, in session: WebSession, request: Request, context: Context,
        after redirect: Response
    ) async -> Response {
        var input = WebInput(request: request, context: context)
        input.method = .get
        input.form = nil
        let address = location.split(separator: "#", maxSplits: 1).first.map(String.init) ?? location
        let parts = address.split(separator: "?", maxSplits: 1)
        input.path = parts.first.map(String.init) ?? "/"
        input.query = parts.count > 1 ? String(parts[1]) : ""
        let next = input
        guard let output = try? await app.budget.run({ await session.page(next) }) else { return redirect }
        var response = WebResponse.make(output)
        for cookie in redirect.headers[values: .setCookie] {
            response.headers.append(HTTPField(name: .setCookie, value: cookie))
        }
        return response
    }

    /// Ends the session if its member was removed from the team (and every session of members
    /// so removed); true when it did.
    @discardableResult
    private func endIfRemoved(_ session: WebSession?) -> Bool {
        guard let members = app.sessions.members, let member = session?.member,
            members.endReason(for: member) != nil
        else { return false }
        app.end(
            sessionsWhere: { $0.member.flatMap(members.endReason) != nil },
            reason: members.endReason(for: member))
        return true
    }
}
