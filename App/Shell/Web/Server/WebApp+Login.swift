import AppCore
import Foundation
import Infrastructure

/// A team database on the web: a browser signs in at `/login` as a member (their handle and
/// their database login's password, checked by the database and forgotten) and signs out at
/// `/logout`. Every other page asks for sign-in first: the team's content is for its members,
/// and a browser nobody signed in to has nobody whose rights could decide what it may read
/// (the web login reads nothing as itself).
///
/// A signed-out browser has no server session at all: the sign-in form is protected by a signed
/// token (`SignInFormToken`), so strangers' requests cost no memory and push nobody out, and
/// sign-ins go through `SignInGuard` before the database is asked anything.
extension WebApp {
    /// What team mode answers itself (sign-in, sign-out, a signed-out browser's requests); nil
    /// lets a signed-in member's request through to the pages.
    func forMembers(_ input: WebInput, _ members: any MemberSignIn) async -> WebOutput? {
        endSessionIfRemoved(input.sessionID, members)
        switch (input.method, input.path) {
        case (.get, WebPaths.login):
            return loginPage(input)
        case (.post, WebPaths.login):
            return await signIn(input, members)
        case (.post, WebPaths.logout):
            return await signOut(input)
        default:
            break
        }
        if sessions.session(id: input.sessionID)?.member != nil { return nil }
        switch input.method {
        case .get where input.path == WebPaths.live:
            // An open page whose session ended (signed out elsewhere, removed, the server
            // restarted) loads again, and so reaches the sign-in page.
            let (events, output) = AsyncStream.makeStream(of: String.self)
            output.yield(LiveMessage.reload.eventText)
            output.finish()
            return WebOutput(
                status: 200, contentType: "text/event-stream; charset=utf-8", body: .events(events, stop: {}))
        case .get, .post:
            // A form from a session that ended is not carried out: its person signs in again.
            let here = input.query.isEmpty ? input.path : input.path + "?" + input.query
            var query: [(String, String)] = []
            if input.method == .get && input.path != "/" { query.append(("next", here)) }
            if input.method == .post { query.append(("said", LoginNotice.sessionEnded.rawValue)) }
            return .redirect(to: WebRequest.path(WebPaths.login, query: query))
        case .other:
            return nil
        }
    }

    private func loginPage(_ input: WebInput) -> WebOutput {
        let query = FormData(encoded: input.query)
        if sessions.session(id: input.sessionID)?.member != nil {
            return .redirect(to: LoginPage.destination(query["next"]))
        }
        let notice =
            sessions.endedReason(id: input.sessionID)
            ?? query["said"].flatMap(LoginNotice.init(rawValue:))?.text
        return drawnLogin(input, handle: "", problem: nil, notice: notice, next: query["next"], status: 200)
    }

    private func signIn(_ input: WebInput, _ members: any MemberSignIn) async -> WebOutput {
        if let refused = refusedBody(input) { return refused }
        let form = input.form ?? FormData()
        // The form must come from a sign-in page this server drew for this browser: no site can
        // sign a browser in as someone else (login CSRF).
        guard Self.isSameOrigin(input),
            signInForms.accepts(
                form[WebForm.csrfField].map { MaskedToken.unmask($0) ?? $0 }, mark: input.signInMark)
        else {
            return plain(
                403,
                "This sign-in did not come from Mosaic's sign-in page (its security token is missing, old or "
                    + "wrong): load the sign-in page again.")
        }
        let next = form["next"]
        let typed = String((form["handle"] ?? "").prefix(SignInHandle.longest + 8))
        let client = SignInGuard.key(ofClient: input.client)
        if let refusal = signInGuard.admit(client) {
            let problem =
                switch refusal {
                case .tooManyAtOnce:
                    "Your address has other sign-ins waiting for their answer; try again when they are done."
                case .tooFast(let seconds):
                    "Too many sign-ins from your address; try again in \(seconds) seconds."
                }
            return drawnLogin(input, handle: typed, problem: problem, notice: nil, next: next, status: 429)
        }
        defer { signInGuard.finished(client) }
        // Not a handle: nothing is remembered about it and the database is not asked.
        guard let handle = SignInHandle.normalised(typed) else {
            try? await Task.sleep(for: await failureDelay(client: client, handle: nil))
            return drawnLogin(
                input, handle: typed, problem: TeamSignInError.wrongHandleOrPassword.description, notice: nil,
                next: next, status: 401)
        }
        switch await checked(handle: handle, password: form["password"] ?? "", client: client, members) {
        case .success(let member):
            let signedIn = sessions.start(member: member)
            signedIn.notice = "Signed in as @\(member.role)."
            do {
                try await sessions.share(signedIn)
            } catch {
                // A session only this node knows would sign the member out at the next node.
                sessions.end(signedIn, reason: nil)
                log("database: a session of \(member.role) could not be recorded: \(error)")
                return drawnLogin(
                    input, handle: handle, problem: TeamGateway.couldNotAsk, notice: nil, next: next,
                    status: 503)
            }
            var output = WebOutput.redirect(to: LoginPage.destination(next), newSession: signedIn.id)
            output.cookies.append(SignInFormToken.clearedCookie(secure: isSecure))
            return output
        case .failure(let refusal):
            let status =
                switch refusal {
                case .wrongHandleOrPassword: 401
                case .refused: 403
                case .unavailable: 503
                }
            return drawnLogin(
                input, handle: handle, problem: refusal.description, notice: nil, next: next, status: status)
        }
    }

    /// One attempt: a wrong password waits before its answer (longer after each, for this client
    /// and for this handle), so guesses are slow however sent; a right one is answered at once.
    private func checked(handle: String, password: String, client: String, _ members: any MemberSignIn) async
        -> Result<SignedInMember, TeamSignInError>
    {
        do {
            let member = try await members.signIn(handle: handle, password: password)
            signInGuard.succeeded(client, handle: handle)
            // Forgotten on every node before the answer (one short statement): a guess sent just
            // after, to any node, must not still be counted against the handle.
            if let shared = sessions.signInFailures {
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

    /// How long a wrong password's answer waits: by the failures every node counted (a team
    /// database; a right password on any node forgets them), or by this node's own count when
    /// there is no shared one or it could not be asked.
    private func failureDelay(client: String, handle: String?) async -> Duration {
        let here = signInGuard.delay(afterFailureOf: client, handle: handle)
        guard let shared = sessions.signInFailures else { return here }
        do {
            let count = try await shared.failed(
                handle: handle, client: client, window: signInGuard.limits.memory)
            return SignInGuard.delay(forFailures: count)
        } catch {
            return here
        }
    }

    private func signOut(_ input: WebInput) async -> WebOutput {
        if let refused = refusedBody(input) { return refused }
        guard let session = sessions.session(id: input.sessionID), Self.isSameOrigin(input),
            SecureToken.matchesForm(input.form?[WebForm.csrfField], session.csrfToken)
        else {
            return plain(403, "This form did not come from Mosaic (its security token is missing or wrong).")
        }
        // The page that signed out is on its way to the sign-in page: its live channels are
        // closed rather than told to reload, which would race that navigation (other tabs of
        // the session reconnect, find no session, and reload then).
        for channel in liveChannels.values where channel.sessionID == session.id { channel.close() }
        sessions.end(session, reason: nil)
        // Ended for every node: the cookie is refused wherever it is sent next.
        if !(await sessions.unshare(session)) {
            log("database: a signed-out session could not be ended for the other web nodes")
        }
        var output = WebOutput.redirect(
            to: WebRequest.path(WebPaths.login, query: [("said", LoginNotice.signedOut.rawValue)]))
        output.cookies.append(SecurityHeaders.clearedSessionCookie(secure: isSecure))
        return output
    }

    /// The sign-in page, with a form signed for this browser (and its mark cookie if it had none).
    private func drawnLogin(
        _ input: WebInput, handle: String, problem: String?, notice: String?, next: String?, status: Int
    ) -> WebOutput {
        let (mark, isNew) = SignInFormToken.mark(from: input.signInMark)
        let request = WebRequest(path: WebPaths.login, csrfToken: signInForms.token(for: mark))
        let page = LoginPage(handle: handle, problem: problem, next: next, request: request)
        var output = WebOutput.page(
            signedOutFrame(notice: notice).document(title: LoginPage.title, body: page.body), status: status)
        if isNew { output.cookies.append(SignInFormToken.cookie(mark, secure: isSecure)) }
        return output
    }

    /// Forms too large or not forms at all are refused unread, as for every page.
    private func refusedBody(_ input: WebInput) -> WebOutput? {
        switch input.bodyProblem {
        case .tooLarge?: plain(413, "The form is too large; nothing was sent.")
        case .notAForm?: plain(415, "Only forms (application/x-www-form-urlencoded) are accepted.")
        case nil: nil
        }
    }
}

/// What the sign-in page says about how the browser got there, named in its address
/// (`/login?said=signed-out`), since a signed-out browser has no session to keep it in.
enum LoginNotice: String {
    case signedOut = "signed-out"
    case sessionEnded = "session-ended"

    var text: String {
        switch self {
        case .signedOut: "Signed out."
        case .sessionEnded: "Your session has ended, so nothing was saved: sign in again."
        }
    }
}
