import AppCore

/// A form that could not be carried out (the team server away before its page could be found,
/// a stale page's token, a session that ended), answered as a Mosaic page that says why and
/// holds what was typed, never a bare status: each typed field is there to copy, and where the
/// session can take it, a button sends it again with a fresh token.
enum UnsentFormPage {
    /// The fields a person types, by name, with the words their forms label them by; any other
    /// field (the post it is about, the intent) travels hidden.
    static let typedFields: [(name: String, label: String)] = [
        ("title", "Title"), ("body", "Body"), ("tags", "Tags"), ("text", "Message"), ("bio", "Bio"),
        ("handle", "Handle"),
    ]

    /// The page's content: `sentence`, then what was typed. With `resend` (the address the
    /// form went to and the session's token), a form that sends it all again.
    static func body(
        sentence: String, form: FormData, resend: (action: String, csrfToken: String)?, back: String = "/"
    ) -> HTML {
        let typed = typedFields.compactMap { field in
            form[field.name].flatMap { $0.isEmpty ? nil : (field.name, field.label, $0) }
        }
        let said = HTML.tag(.p, .class("message"), .role("alert")) { sentence }
        guard let resend else {
            return said + HTML.tag(.section, .ariaLabel("What you wrote")) { fields(typed) }
                + HTML.tag(.p) {
                    HTML.tag(.a, .href(back)) { back == "/" ? "Go to the start" : "Open the page again" }
                }
        }
        let typedNames = Set(typedFields.map(\.name))
        let hidden = form.fields.filter {
            !typedNames.contains($0.name) && $0.name != WebForm.csrfField && $0.name != "intent"
        }
        let request = WebRequest(path: resend.action, csrfToken: resend.csrfToken)
        return said
            + WebForm.post(
                to: resend.action, intent: form["intent"] ?? "", request: request,
                fields: hidden.map { ($0.name, $0.value) }, label: "What you wrote"
            ) {
                fields(typed)
                HTML.tag(.p, .class("actions")) { WebForm.submit("Send again") }
            }
    }

    /// The page for a form refused before any session took it (a stale or foreign token, a form
    /// too large to read): the site's frame without tabs, the sentence, and what was typed to copy
    /// (never sent again from here: only a page of the person's own session sends a form).
    static func output(
        site: WebSite, status: Int, sentence: String, form: FormData = FormData(), back: String
    ) -> WebOutput {
        let page = site.signedOutFrame(notice: nil).document(
            title: "Not sent", body: body(sentence: sentence, form: form, resend: nil, back: back))
        return .page(page, status: status)
    }

    /// Each typed field, labelled, its text whole and editable (copied or sent again).
    private static func fields(_ typed: [(name: String, label: String, value: String)]) -> HTML {
        HTML.joined(
            typed.map { field in
                let id = "kept-" + field.name
                return HTML.tag(.div, .class("field")) {
                    HTML.tag(.label, .for(id)) { field.label }
                    HTML.tag(
                        .textarea, .id(id), .name(field.name), .rows(field.name == "body" ? 8 : 3),
                        .dir("auto")
                    ) {
                        field.value.first == "\n" ? "\n" + field.value : field.value
                    }
                }
            })
    }
}
