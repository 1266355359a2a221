import AppCore
import Foundation

/// A form sent to a page of the session, already checked as this app's (`FormMiddleware`):
/// handed to the page as an intent. Done, the browser is sent on (303); refused, the page is
/// drawn again with what was typed and why, by the GET the browser is sent to.
extension WebSession {
    /// What became of a form, for the route that sent it to say and do what the session cannot
    /// (the sessions' pools, the live channels, the sign-in guard).
    struct FormAnswer: Sendable {
        var output: WebOutput
        /// Someone is now signed in as a profile (a SQLite file's Settings).
        var isSignedIn = false
        /// Every page of the session started over (someone else signed in): its other tabs'
        /// live channels must load again.
        var startedOver = false
        /// A sign-in was refused: its answer waits, as every wrong password's does.
        var signInRefused = false
    }

    /// Carries out `form` at the input's path, in one of the session's turns.
    func submit(_ input: WebInput, form: FormData) async -> FormAnswer {
        await inTurn { await self.submitted(input, form: form) } ?? FormAnswer(output: .tookTooLong)
    }

    private func submitted(_ input: WebInput, form: FormData) async -> FormAnswer {
        // What a form does shows on the pages drawn next, not those kept from before (nor those
        // a request drew while it ran: `submitted` empties the shelf after it too).
        shelf.removeAll()
        defer { shelf.removeAll() }
        let cached: CachedPage
        let key: String
        switch await target(input.path) {
        case .page(let found, _, let foundKey):
            (cached, key) = (found, foundKey)
        case .missing(let what):
            // Gone meanwhile (a post deleted): what was typed is on the page, to copy.
            return FormAnswer(
                output: await unsent(form, at: input, saying: "Not sent: " + what, resend: false))
        case .failed:
            // The page could not be found while the data is away: sent again from here later.
            return FormAnswer(output: await unsent(form, at: input, saying: Self.awaySentence, resend: true))
        }
        let request = request(for: cached, input, form: form)
        if !cached.isLoaded {
            _ = await cached.page.load(request.withoutForm)
            cached.isLoaded = true
        }
        let outcome = await cached.page.submit(request)
        var answer = FormAnswer(output: .tookTooLong)
        answer.isSignedIn = (try? services.session.signedInPersonID()) != nil
        if startsOver {
            startOver(keeping: key)
            answer.startedOver = true
        }
        switch outcome {
        case .redirect(let path, let notice):
            self.notice = notice
            answer.output = .redirect(to: path)
        case .showAgain(let status):
            answer.output = refused(form, status: status, at: input)
        case .signInRefused:
            answer.signInRefused = true
            answer.output = refused(form, status: 422, at: input)
        case .unknownIntent:
            answer.output = .plain(400, "This page does not take that form; nothing was saved.")
        }
        return answer
    }

    static let awaySentence =
        "Not sent: the data can't be reached right now. What you wrote is below; send it again when it is back."

    /// A Mosaic page saying why a form was not carried out, holding what was typed
    /// (`UnsentFormPage`); with `resend`, a button sends it again with this session's token.
    func unsent(_ form: FormData, at input: WebInput, saying sentence: String, resend: Bool) async
        -> WebOutput
    {
        let address = input.address
        let body = UnsentFormPage.body(
            sentence: sentence, form: form, resend: resend ? (address, csrfToken) : nil)
        let page = await frame(for: nil, liveChannel: nil).document(title: "Not sent", body: body)
        return .page(page, status: resend ? 503 : 404)
    }

    /// A refusal answered as a success is (POST/redirect/GET): the page drawn again with what was
    /// typed and why comes from the GET the browser is sent to, so reloading it, Back and
    /// Forward send nothing twice and ask no "Confirm Form Resubmission".
    private func refused(_ form: FormData, status: Int, at input: WebInput) -> WebOutput {
        let address = input.address
        refusedForm = RefusedForm(address: address, form: form, status: status)
        return .redirect(to: address)
    }
}
