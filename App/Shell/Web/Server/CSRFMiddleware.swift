import AppCore
import HTTPTypes
import Hummingbird

/// A form sent to a page must carry its browser's token (compared in constant time, masked as
/// pages write it): the session's, or, from a browser without a session (a SQLite file's
/// visitor, whose pages are drawn without one: `VisitorPages`), the token signed for its mark
/// cookie, and then its session starts here, for this form. Anything else is refused (403) with
/// nothing stored: no other site can make a browser do anything.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext
    let app: WebApp

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard request.method == .post else { return try await next(request, context) }
        var context = context
        let sent = context.form?[WebForm.csrfField]
        // A page drawn for this browser before its session started (another tab) carries the
        // token signed for its mark: as much this browser's as the session's own.
        let mark = context.cookies.visitorMark
        let isVisitorsOwn =
            !app.site.isTeam && app.signInForms.accepts(sent.map { MaskedToken.unmask($0) ?? $0 }, mark: mark)
        if let session = context.session {
            guard SecureToken.matchesForm(sent, session.csrfToken) || isVisitorsOwn else {
                return WebResponse.make(
                    UnsentFormPage.output(
                        site: app.site, status: 403,
                        sentence:
                            "Not sent: this form came from a page Mosaic no longer knows (drawn before the server restarted, or by another site), so nothing was saved. What you wrote is below; open the page again to send it.",
                        form: context.form ?? FormData(), back: request.uri.path))
            }
            return try await next(request, context)
        }
        // A team's browser nobody signed in to: its form is carried out nowhere (the page route
        // sends it to the sign-in page, saying its session ended).
        if app.site.isTeam { return try await next(request, context) }
        guard isVisitorsOwn else {
            return WebResponse.make(
                UnsentFormPage.output(
                    site: app.site, status: 403,
                    sentence:
                        "Not sent: you were signed out (the server restarted, or your session ended), so nothing was saved. What you wrote is below; open the page again, sign in if it asks, and send it.",
                    form: context.form ?? FormData(), back: request.uri.path))
        }
        // A visitor does something that needs a session: it starts now, and its cookie goes with
        // the answer.
        let session = app.sessions.start()
        context.session = session
        context.sessionID = session.id
        var response = try await next(request, context)
        response.headers.append(
            HTTPField(
                name: .setCookie,
                value: SecurityHeaders.sessionCookie(
                    app.cookies.value(for: session.id), maxAge: app.sessions.cookieLifetime,
                    secure: app.isSecure)))
        return response
    }
}
