import AppCore
import Foundation

/// A form sent to a page: refused unless it comes from this app (the session's CSRF token, and
/// the browser's `Origin` when it says one), then handed to the page as an intent. Done, the
/// browser is sent on (303); refused, the page is drawn again with what was typed and why.
extension WebApp {
    func form(_ input: WebInput) async -> WebOutput {
        switch input.bodyProblem {
        case .tooLarge?:
            return plain(
                413, "The form is too large (at most \(Self.maxFormBytes / 1024) KiB); nothing was saved.")
        case .notAForm?:
            return plain(
                415, "Only forms (application/x-www-form-urlencoded) are accepted; nothing was saved.")
        case nil:
            break
        }
        guard let session = sessions.session(id: input.sessionID) else {
            return plain(
                403,
                "Your session has ended or this form did not come from Mosaic; nothing was saved. Load the page again."
            )
        }
        let form = input.form ?? FormData()
        guard Self.isSameOrigin(input), SecureToken.matchesForm(form[WebForm.csrfField], session.csrfToken)
        else {
            return plain(
                403,
                "This form did not come from Mosaic (its security token is missing or wrong); nothing was saved."
            )
        }
        let query = FormData(encoded: input.query)
        guard case .page(let cached, _, let key) = await target(input.path, in: session) else {
            return .page(await notFound("Nothing at \(input.path) takes a form.", in: session), status: 404)
        }
        if !cached.isLoaded {
            _ = await cached.page.load(
                WebRequest(path: input.path, query: query, csrfToken: session.csrfToken))
            cached.isLoaded = true
        }
        let request = WebRequest(path: input.path, query: query, form: form, csrfToken: session.csrfToken)
        let outcome = await cached.page.submit(request)
        // Signed in as a profile (a SQLite file's Settings): strangers can no longer push it out.
        if (try? session.services.session.signedInPersonID()) != nil { sessions.keepSignedIn(session) }
        if session.startsOver {
            session.startOver(keeping: key)
            wakeLiveChannels(of: session)
        }
        switch outcome {
        case .redirect(let path, let notice):
            session.notice = notice
            return .redirect(to: path)
        case .showAgain(let status):
            return refused(form, status: status, at: input, in: session)
        case .signInRefused:
            let wait = signInGuard.delay(afterFailureOf: SignInGuard.key(ofClient: input.client), handle: nil)
            try? await Task.sleep(for: wait)
            return refused(form, status: 422, at: input, in: session)
        case .unknownIntent:
            return plain(400, "This page does not take that form; nothing was saved.")
        }
    }

    /// A refusal answered as a success is (POST/redirect/GET): the page drawn again with what was
    /// typed and why comes from the GET the browser is sent to, so reloading it, Back and
    /// Forward send nothing twice and ask no "Confirm Form Resubmission".
    private func refused(_ form: FormData, status: Int, at input: WebInput, in session: WebSession)
        -> WebOutput
    {
        let address = input.query.isEmpty ? input.path : input.path + "?" + input.query
        session.refusedForm = RefusedForm(address: address, form: form, status: status)
        return .redirect(to: address)
    }

    /// A browser says where a form came from: it must be this server. (No `Origin`: an older
    /// browser or a tool, for which the token alone decides.)
    static func isSameOrigin(_ input: WebInput) -> Bool {
        guard let origin = input.origin else { return true }
        guard let host = input.host, let separator = origin.range(of: "://") else { return false }
        return origin[separator.upperBound...] == host[...]
    }

    func plain(_ status: Int, _ text: String) -> WebOutput {
        WebOutput(status: status, contentType: "text/plain; charset=utf-8", body: .text(text + "\n"))
    }
}
