import AppCore
import HTTPTypes
import Hummingbird

/// The features' pages and forms, at the paths of their links (`WebPaths`): each route's work
/// runs in the browser's session (`WebSession`) within the request's budget, or, for a browser
/// without a session, on a page drawn for visitors (`VisitorPages`). On a team database every
/// page is its members' alone: a browser nobody signed in to is sent to the sign-in page.
struct PageRoutes: Sendable {
    let app: WebApp

    /// A GET (or HEAD) of a page.
    func page(_ request: Request, context: WebRequestContext) async throws -> Response {
        let input = WebInput(request: request, context: context)
        if let session = context.session {
            // A page kept as drawn is sent at once: no turn to wait for, no work to time.
            if let kept = session.kept(input) { return WebResponse.make(kept) }
            return WebResponse.make(try await app.budget.run { await session.page(input) })
        }
        if app.site.isTeam { return WebResponse.make(signInFirst(input)) }
        return await visitorPage(input, context: context)
    }

    /// A form sent to a page, checked as this app's (`FormBodyMiddleware`, `CSRFMiddleware`).
    func form(_ request: Request, context: WebRequestContext) async throws -> Response {
        let input = WebInput(request: request, context: context)
        guard let session = context.session, let form = context.form else {
            return WebResponse.make(
                app.site.isTeam ? signInFirst(input) : .plain(403, "Load the page again."))
        }
        let answer = try await app.budget.run { await session.submit(input, form: form) }
        // Signed in as a profile (a SQLite file's Settings): strangers can no longer push it out.
        if answer.isSignedIn { app.sessions.keepSignedIn(session) }
        if answer.startedOver { app.liveChannels.wake(sessions: [session.id]) }
        if answer.signInRefused {
            try? await Task.sleep(
                for: app.signInGuard.delay(
                    afterFailureOf: SignInGuard.key(ofClient: context.client), handle: nil))
        }
        return WebResponse.make(answer.output)
    }

    /// Any other method at a page's path.
    func otherMethod(_ request: Request, context: WebRequestContext) async throws -> Response {
        WebResponse.make(.plain(405, "Only GET and POST are served."))
    }

    /// A visitor's page: drawn for every visitor, with this browser's own form token (a mark
    /// cookie set on its first page).
    private func visitorPage(_ input: WebInput, context: WebRequestContext) async -> Response {
        let (mark, isNew) = SignInFormToken.mark(from: context.cookies.visitorMark)
        // (Within the budget: a page drawn for visitors is drawn within it, `VisitorPages`, and one
        // kept is sent at once.)
        var output = await app.visitors.page(input, formToken: app.signInForms.token(for: mark))
        if isNew { output.cookies.append(VisitorMark.cookie(mark, secure: app.isSecure)) }
        return WebResponse.make(output)
    }

    /// A team's page asked for by a browser nobody signed in to: the sign-in page, and back here
    /// afterwards; a form from a session that ended is not carried out (its person signs in again).
    private func signInFirst(_ input: WebInput) -> WebOutput {
        let here = input.address
        var query: [(String, String)] = []
        if input.method == .get && input.path != "/" { query.append(("next", here)) }
        if input.method == .post { query.append(("said", LoginNotice.sessionEnded.rawValue)) }
        return .redirect(to: WebRequest.path(WebPaths.login, query: query))
    }
}
