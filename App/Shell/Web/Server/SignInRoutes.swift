import AppCore
import Foundation
import Hummingbird
import Infrastructure

/// A team database on the web: a browser signs in at `/login` as a member (their handle and
/// their database login's password, checked by the database and forgotten) and signs out at
/// `/logout`. Routes of their own: they touch no view model. On a SQLite file (no members) both
/// paths are the pages' own "not found".
///
/// A signed-out browser has no server session at all: the sign-in form is protected by a signed
/// token (`SignInFormToken`), so strangers' requests cost no memory and push nobody out, and
/// sign-ins go through `SignInGuard` before the database is asked anything.
struct SignInRoutes: Sendable {
    let app: WebApp
    /// Where a path that is no page goes (a SQLite file has no sign-in page).
    let pages: PageRoutes

    func page(_ request: Request, context: WebRequestContext) async throws -> Response {
        guard app.site.isTeam else { return try await pages.page(request, context: context) }
        let query = FormData(encoded: request.uri.query ?? "")
        if context.session?.member != nil {
            return WebResponse.make(.redirect(to: LoginPage.destination(query["next"])))
        }
        let notice =
            app.sessions.endedReason(id: context.sessionID)
            ?? query["said"].flatMap(LoginNotice.init(rawValue:))?.text
        return WebResponse.make(
            drawn(context, handle: "", problem: nil, notice: notice, next: query["next"], status: 200))
    }

    func signIn(_ request: Request, context: WebRequestContext) async throws -> Response {
        guard let members = app.sessions.members else {
            return try await pages.form(request, context: context)
        }
        let form = context.form ?? FormData()
        // The form must come from a sign-in page this server drew for this browser: no site can
        // sign a browser in as someone else (login CSRF).
        guard
            app.signInForms.accepts(
                form[WebForm.csrfField].map { MaskedToken.unmask($0) ?? $0 },
                mark: context.cookies.signInMark)
        else {
            return WebResponse.make(
                .plain(
                    403,
                    "This sign-in did not come from Mosaic's sign-in page (its security token is missing, old or "
                        + "wrong): load the sign-in page again."))
        }
        // (Its own waits are no work of the request's: a wrong password's answer is held on
        // purpose, longer after each. The database's check is within the request's budget.)
        return WebResponse.make(await signIn(form, context, members))
    }

    private func signIn(_ form: FormData, _ context: WebRequestContext, _ members: any MemberSignIn) async
        -> WebOutput
    {
        let next = form["next"]
        let typed = String((form["handle"] ?? "").prefix(SignInHandle.longest + 8))
        let client = SignInGuard.key(ofClient: context.client)
        let guarding = app.signInGuard
        if let refusal = guarding.admit(client) {
            let problem =
                switch refusal {
                case .tooManyAtOnce:
                    "Your address has other sign-ins waiting for their answer; try again when they are done."
                case .tooFast(let seconds):
                    "Too many sign-ins from your address; try again in \(seconds) seconds."
                }
            return drawn(context, handle: typed, problem: problem, notice: nil, next: next, status: 429)
        }
        defer { guarding.finished(client) }
        // Not a handle: nothing is remembered about it and the database is not asked.
        guard let handle = SignInHandle.normalised(typed) else {
            try? await Task.sleep(for: await failureDelay(client: client, handle: nil))
            return drawn(
                context, handle: typed, problem: TeamSignInError.wrongHandleOrPassword.description,
                notice: nil,
                next: next, status: 401)
        }
        switch await checked(handle: handle, password: form["password"] ?? "", client: client, members) {
        case .success(let member):
            let signedIn = app.sessions.start(member: member)
            await signedIn.say("Signed in as @\(member.role).")
            do {
                try await app.sessions.share(signedIn)
            } catch {
                // A session only this node knows would sign the member out at the next node.
                app.sessions.end(signedIn, reason: nil)
                app.log("database: a session of \(member.role) could not be recorded: \(error)")
                return drawn(
                    context, handle: handle, problem: TeamGateway.couldNotAsk, notice: nil, next: next,
                    status: 503)
            }
            var output = WebOutput.redirect(to: LoginPage.destination(next))
            output.cookies.append(
                SecurityHeaders.sessionCookie(
                    app.cookies.value(for: signedIn.id), maxAge: app.sessions.cookieLifetime,
                    secure: app.isSecure))
            output.cookies.append(SignInFormToken.clearedCookie(secure: app.isSecure))
            return output
        case .failure(let refusal):
            let status =
                switch refusal {
                case .wrongHandleOrPassword: 401
                case .refused: 403
                case .unavailable: 503
                }
            return drawn(
                context, handle: handle, problem: refusal.description, notice: nil, next: next, status: status
            )
        }
    }

    /// One attempt: a wrong password waits before its answer (longer after each, for this client
    /// and for this handle), so guesses are slow however sent; a right one is answered at once.
    private func checked(handle: String, password: String, client: String, _ members: any MemberSignIn) async
        -> Result<SignedInMember, TeamSignInError>
    {
        do {
            let member = try await checkedInTime(handle: handle, password: password, members)
            app.signInGuard.succeeded(client, handle: handle)
            // Forgotten on every node before the answer (one short statement): a guess sent just
            // after, to any node, must not still be counted against the handle.
            if let shared = app.sessions.signInFailures {
                try? await shared.succeeded(handle: handle, client: client)
            }
            return .success(member)
        } catch .wrongHandleOrPassword {
            try? await Task.sleep(for: await failureDelay(client: client, handle: handle))
            return .failure(.wrongHandleOrPassword)
        } catch {
            return .failure(error)
        }
    }

    /// The database's check of a password, within the request's budget (past it: the database
    /// could not be asked in time).
    private func checkedInTime(handle: String, password: String, _ members: any MemberSignIn)
        async throws(TeamSignInError) -> SignedInMember
    {
        let result: Result<SignedInMember, TeamSignInError>
        do {
            result = try await app.budget.run {
                do throws(TeamSignInError) {
                    return .success(try await members.signIn(handle: handle, password: password))
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            throw .unavailable(TeamGateway.couldNotAsk)
        }
        return try result.get()
    }

    /// How long a wrong password's answer waits: by the failures every node counted (a team
    /// database; a right password on any node forgets them), or by this node's own count when
    /// there is no shared one or it could not be asked.
    private func failureDelay(client: String, handle: String?) async -> Duration {
        let here = app.signInGuard.delay(afterFailureOf: client, handle: handle)
        guard let shared = app.sessions.signInFailures else { return here }
        do {
            let count = try await shared.failed(
                handle: handle, client: client, window: app.signInGuard.limits.memory)
            return SignInGuard.delay(forFailures: count)
        } catch {
            return here
        }
    }

    func signOut(_ request: Request, context: WebRequestContext) async throws -> Response {
        guard app.site.isTeam else { return try await pages.form(request, context: context) }
        guard let session = context.session,
            SecureToken.matchesForm(context.form?[WebForm.csrfField], session.csrfToken)
        else {
            return WebResponse.make(
                .plain(403, "This form did not come from Mosaic (its security token is missing or wrong)."))
        }
        if context.form?[Self.everywhereField] == "yes" {
            return try await signOutEverywhere(session)
        }
        // The page that signed out is on its way to the sign-in page: its live channels are
        // closed rather than told to reload, which would race that navigation (other tabs of
        // the session reconnect, find no session, and reload then).
        app.liveChannels.close(session: session.id)
        app.sessions.end(session, reason: nil)
        // Ended for every node: the cookie is refused wherever it is sent next.
        if !(await app.sessions.unshare(session)) {
            app.log("database: a signed-out session could not be ended for the other web nodes")
        }
        var output = WebOutput.redirect(
            to: WebRequest.path(WebPaths.login, query: [("said", LoginNotice.signedOut.rawValue)]))
        output.cookies.append(SecurityHeaders.clearedSessionCookie(secure: app.isSecure))
        return WebResponse.make(output)
    }

    /// The field of Settings' "Sign out everywhere" (`SettingsHTML.everywhereField`).
    static let everywhereField = "everywhere"

    /// "Sign out everywhere" (a lost laptop): every session of the member ends at once, first in
    /// the database (so every node refuses their cookies at their next request, and each node's
    /// open pages of them load again onto the sign-in page within a second), then on this node.
    /// With the database away nothing ends: signing out here alone would look like enough.
    private func signOutEverywhere(_ session: WebSession) async throws -> Response {
        guard let member = session.member, let shared = app.sessions.shared else {
            return WebResponse.make(.redirect(to: WebPaths.login))
        }
        do {
            try await shared.endAll(token: session.id)
        } catch {
            app.log("database: signing out everywhere failed: \(error)")
            await session.say(
                "Not signed out: the team server can't be reached right now, so your other browsers can't be signed out. Try again when it is back."
            )
            return WebResponse.make(.redirect(to: WebPaths.path(of: SettingsRoute.settings.route)))
        }
        app.liveChannels.close(session: session.id)
        app.end(
            sessionsWhere: { other in
                other.id != session.id && other.member?.personID == member.personID
                    && other.member?.role == member.role
            }, reason: LoginNotice.signedOutEverywhere.text)
        app.sessions.end(session, reason: nil)
        var output = WebOutput.redirect(
            to: WebRequest.path(WebPaths.login, query: [("said", LoginNotice.signedOutEverywhere.rawValue)]))
        output.cookies.append(SecurityHeaders.clearedSessionCookie(secure: app.isSecure))
        return WebResponse.make(output)
    }

    /// The sign-in page, with a form signed for this browser (and its mark cookie if it had none).
    private func drawn(
        _ context: WebRequestContext, handle: String, problem: String?, notice: String?, next: String?,
        status: Int
    ) -> WebOutput {
        let (mark, isNew) = SignInFormToken.mark(from: context.cookies.signInMark)
        let form = WebRequest(path: WebPaths.login, csrfToken: app.signInForms.token(for: mark))
        let page = LoginPage(handle: handle, problem: problem, next: next, request: form)
        var output = WebOutput.page(
            app.site.signedOutFrame(notice: notice).document(title: LoginPage.title, body: page.body),
            status: status)
        if isNew { output.cookies.append(SignInFormToken.cookie(mark, secure: app.isSecure)) }
        return output
    }
}

/// What the sign-in page says about how the browser got there, named in its address
/// (`/login?said=signed-out`), since a signed-out browser has no session to keep it in.
enum LoginNotice: String {
    case signedOut = "signed-out"
    case signedOutEverywhere = "signed-out-everywhere"
    case sessionEnded = "session-ended"

    var text: String {
        switch self {
        case .signedOut: "Signed out."
        case .signedOutEverywhere: "Signed out everywhere: every browser signed in as you must sign in again."
        case .sessionEnded: "Your session has ended, so nothing was saved: sign in again."
        }
    }
}
