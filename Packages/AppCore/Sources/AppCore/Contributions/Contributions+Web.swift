/// Contributed actions on the web: a one-button form per action beside each subject, posting the
/// state the person asked for ("on": yes or no) rather than "toggle", so a form sent twice (a
/// reload, a double click) or after a change in another window ends where the person asked, as
/// the feed's Like does. No script needed; the marks follow the live channel while it is open.
extension Contributions {
    /// The intent every contributed form posts.
    public static let formIntent = "contributed"

    /// A form per post action, posting to `action` (the page's own address). `named` is what
    /// the post is called where it is shown (its title): a screen reader then says which post each
    /// button is for ("Save: Notes on the Engine"), not fifty alike.
    public func buttons(
        forPost post: PostSubject, named: String? = nil, action: String, request: WebRequest
    ) -> HTML {
        HTML.joined(
            posts.filter { $0.isOffered(post) }.map {
                Self.button($0, for: post, named: named, field: "post", action: action, request: request)
            })
    }

    /// A form per person action, posting to `action`; `named`: the person's name as shown.
    public func buttons(
        forPerson person: PersonSubject, named: String? = nil, action: String, request: WebRequest
    ) -> HTML {
        HTML.joined(
            people.filter { $0.isOffered(person) }.map {
                Self.button($0, for: person, named: named, field: "person", action: action, request: request)
            })
    }

    /// The marks beside a post ("★ saved"), each a span of its own.
    public func markHTML(forPost post: PostSubject) -> HTML {
        HTML.joined(marks(for: post).map { mark in HTML.tag(.span, .class("mark")) { mark } })
    }

    public func markHTML(forPerson person: PersonSubject) -> HTML {
        HTML.joined(marks(for: person).map { mark in HTML.tag(.span, .class("mark")) { mark } })
    }

    /// Carries out a contributed form sent to a page, or nil when `request` is not one. The page
    /// finds the subject among what it shows (`post`, `person`: nil when it is not there), so a
    /// form names only ids. Done, the browser goes `back` (with the action's sentence) or to the
    /// page of the link the action returned.
    nonisolated(nonsending) public func submit(
        _ request: WebRequest, back: String, post: nonisolated(nonsending) (Int) async -> PostSubject?,
        person: nonisolated(nonsending) (Int) async -> PersonSubject?
    ) async -> FormOutcome? {
        guard request.intent == Self.formIntent else { return nil }
        let named = request.form["action"]
        if let id = request.form.number("post") {
            guard let action = posts.first(where: { $0.id == named }), let subject = await post(id),
                action.isOffered(subject)
            else {
                return .showAgain(status: 422)
            }
            return await run(action, on: subject, request: request, back: back)
        }
        if let id = request.form.number("person") {
            guard let action = people.first(where: { $0.id == named }), let subject = await person(id),
                action.isOffered(subject)
            else {
                return .showAgain(status: 422)
            }
            return await run(action, on: subject, request: request, back: back)
        }
        return .showAgain(status: 422)
    }

    nonisolated(nonsending) private func run<Subject>(
        _ action: ContributedAction<Subject>, on subject: Subject, request: WebRequest, back: String
    ) async -> FormOutcome {
        var wanted: Bool? = nil
        if let marks = action.marks, let on = request.form["on"] {
            wanted = on == "yes"
            // Asked afresh: another window may have changed it since the page was drawn. Already
            // as asked (known, not guessed from a failed lookup): nothing to do.
            await marks.prepare([subject.id])
            if marks.isKnown(subject.id), marks.isOn(subject.id) == wanted {
                return .redirect(to: back, notice: nil)
            }
        }
        let outcome = await action.perform(subject, wanted: wanted)
        if let link = outcome.link { return .redirect(to: follow(link) ?? back, notice: nil) }
        return .redirect(to: back, notice: outcome.message?.text)
    }

    private static func button<Subject>(
        _ action: ContributedAction<Subject>, for subject: Subject, named: String?, field: String,
        action path: String, request: WebRequest
    ) -> HTML {
        var fields = [("action", action.id), (field, "\(subject.id)")]
        if action.marks != nil { fields.append(("on", action.isOn(subject) ? "no" : "yes")) }
        let words = action.words(for: subject)
        var attributes: [HTMLAttribute] = [
            .type("submit"), .class("button plain contributed"), .title(words.help),
        ]
        // The name begins with the words a person sees, so voice control still finds it.
        if let named { attributes.append(.ariaLabel(words.button + ": " + named)) }
        return WebForm.post(to: path, intent: formIntent, request: request, fields: fields) {
            HTML.tag(.button, attributes: attributes) { words.button }
        }
    }
}
