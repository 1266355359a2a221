import AppCore
import Foundation
import Infrastructure

/// A team database on the web: a session signs in at `/login` as a member (their handle and
/// their database login's password, checked by the database and forgotten) and signs out at
/// `/logout`. Every other page asks for sign-in first: the team's content is for its members,
/// and a session nobody signed in to has nobody whose rights could decide what it may read
/// (the web login reads nothing as itself).
extension WebApp {
    /// What team mode answers itself (sign-in, sign-out, a signed-out session's requests); nil
    /// lets a signed-in member's request through to the pages.
    func forMembers(_ input: WebInput, _ members: any MemberSignIn) async -> WebOutput? {
        endSessionIfRemoved(input.sessionID, members)
        switch (input.method, input.path) {
        case (.get, WebPaths.login):
            return loginPage(input, members)
        case (.post, WebPaths.login):
            return await signIn(input, members)
        case (.post, WebPaths.logout):
            return signOut(input)
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
            let (session, isNew) = signedOutSession(input)
            if input.method == .post {
                session.notice =
                    session.notice ?? "Your session has ended, so nothing was saved: sign in again."
            }
            let here = input.query.isEmpty ? input.path : input.path + "?" + input.query
            let next = input.method == .get && input.path != "/" ? here : nil
            return .redirect(
                to: WebRequest.path(WebPaths.login, query: next.map { [("next", $0)] } ?? []),
                newSession: isNew ? session.id : nil)
        case .other:
            return nil
        }
    }

    private func loginPage(_ input: WebInput, _ members: any MemberSignIn) -> WebOutput {
        let query = FormData(encoded: input.query)
        if sessions.session(id: input.sessionID)?.member != nil {
            return .redirect(to: LoginPage.destination(query["next"]))
        }
        let (session, isNew) = signedOutSession(input)
        let page = drawnLogin(session, members, handle: "", problem: nil, next: query["next"])
        return .page(page, newSession: isNew ? session.id : nil)
    }

    private func signIn(_ input: WebInput, _ members: any MemberSignIn) async -> WebOutput {
        if let refused = refusedBody(input) { return refused }
        // The form must come from a sign-in page this server drew for this browser: no site can
        // sign a browser in as someone else (login CSRF).
        guard let session = sessions.session(id: input.sessionID), Self.isSameOrigin(input),
            SecureToken.matches(input.form?[WebForm.csrfField], session.csrfToken)
        else {
            return plain(
                403,
                "This sign-in did not come from Mosaic's sign-in page (its security token is missing or wrong)."
            )
        }
        let form = input.form ?? FormData()
        var handle = (form["handle"] ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        if handle.hasPrefix("@") { handle.removeFirst() }
        let next = form["next"]
        let client = input.client ?? session.id
        let attempt = await signInQueue.run(for: handle) { [self] in
            await checked(handle: handle, password: form["password"] ?? "", client: client, members)
        }
        guard let attempt else {
            return .page(
                drawnLogin(
                    session, members, handle: handle,
                    problem: "Too many sign-ins for @\(handle) are waiting; try again in a minute.",
                    next: next),
                status: 429)
        }
        switch attempt {
        case .success(let member):
            // A new session (a new cookie) for the member: the signed-out one ends here.
            end(sessionsWhere: { $0 === session }, reason: nil)
            let signedIn = sessions.start(member: member)
            signedIn.notice = "Signed in as @\(member.role)."
            return .redirect(to: LoginPage.destination(next), newSession: signedIn.id)
        case .failure(let refusal):
            let status =
                switch refusal {
                case .wrongHandleOrPassword: 401
                case .refused: 403
                case .unavailable: 503
                }
            return .page(
                drawnLogin(session, members, handle: handle, problem: refusal.description, next: next),
                status: status)
        }
    }

    /// One attempt, in its handle's line: a wrong password waits before its answer (longer
    /// after each, for this client and for this handle), so guesses are slow however sent.
    private func checked(handle: String, password: String, client: String, _ members: any MemberSignIn) async
        -> Result<SignedInMember, TeamSignInError>
    {
        do {
            let member = try await members.signIn(handle: handle, password: password)
            throttle.succeeded(client)
            throttle.succeeded("@" + handle)
            return .success(member)
        } catch .wrongHandleOrPassword {
            let wait = max(
                throttle.delay(afterFailureOf: client), throttle.delay(afterFailureOf: "@" + handle))
            try? await Task.sleep(for: wait)
            return .failure(.wrongHandleOrPassword)
        } catch {
            return .failure(error)
        }
    }

    private func signOut(_ input: WebInput) -> WebOutput {
        if let refused = refusedBody(input) { return refused }
        guard let session = sessions.session(id: input.sessionID), Self.isSameOrigin(input),
            SecureToken.matches(input.form?[WebForm.csrfField], session.csrfToken)
        else {
            return plain(403, "This form did not come from Mosaic (its security token is missing or wrong).")
        }
        // The page that signed out is on its way to the sign-in page: its live channels are
        // closed rather than told to reload, which would race that navigation (other tabs of
        // the session reconnect, find no session, and reload then).
        for channel in liveChannels.values where channel.sessionID == session.id { channel.close() }
        sessions.end(where: { $0 === session }, reason: nil)
        let fresh = sessions.start()
        fresh.notice = "Signed out."
        return .redirect(to: WebPaths.login, newSession: fresh.id)
    }

    /// The browser's signed-out session, or a new one; a session that just ended for a reason
    /// (the member was removed) says it there once.
    private func signedOutSession(_ input: WebInput) -> (WebSession, isNew: Bool) {
        let reason = sessions.endedReason(id: input.sessionID)
        let found = sessions.session(id: input.sessionID)
        let session = found ?? sessions.start()
        if let reason { session.notice = reason }
        return (session, found == nil)
    }

    private func drawnLogin(
        _ session: WebSession, _ members: any MemberSignIn, handle: String, problem: String?, next: String?
    ) -> HTML {
        let request = WebRequest(path: WebPaths.login, csrfToken: session.csrfToken)
        let page = LoginPage(
            place: members.place, handle: handle, problem: problem, next: next, request: request)
        return signedOutFrame(in: session).document(title: LoginPage.title, body: page.body)
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
