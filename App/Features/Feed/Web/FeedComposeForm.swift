import AppCore
import FeatureFeed

/// The new post form: Title, Body (paragraphs) and Tags, and Publish. It starts from what the
/// person typed before and was not saved (the view model keeps it), and after a refusal says the
/// view model's reason beside the field the broken rule is about.
struct FeedComposeForm {
    let model: FeedViewModel

    func html(_ request: WebRequest, back: String) -> HTML {
        let draft = model.unsavedDraft ?? FeedDraftText()
        let refused = request.intent == "publish" ? model.message : nil
        let field = refused.flatMap { _ in Self.field(refusedIn: draft) }
        return HTML.joined([
            refused.flatMap { message in
                // A refusal that is about no field (signed out, the database busy) stands above the form.
                field == nil ? HTML.tag(.p, .class("message"), .role("alert")) { message } : nil
            } ?? HTML(),
            WebForm.post(
                to: request.path(query: [("new", nil)]), intent: "publish", request: request,
                // The draft's key travels with it: sent twice, it is published once.
                fields: [(Self.keyField, model.publishKey.uuidString)], label: "New post"
            ) {
                WebForm.field(
                    "Title", name: "title", value: draft.title, control: .line(limit: DraftRules.titleLimit),
                    problem: field == "title" ? refused : nil, autofocus: field == nil || field == "title")
                WebForm.field(
                    "Body", name: "body", value: draft.body,
                    control: .text(rows: 10, limit: DraftRules.bodyLimit),
                    problem: field == "body" ? refused : nil, hint: "A blank line starts a new paragraph.",
                    autofocus: field == "body")
                WebForm.field(
                    "Tags", name: "tags", value: draft.tags, control: .line(limit: DraftRules.tagsLineLimit),
                    problem: field == "tags" ? refused : nil,
                    hint:
                        "Separated by commas, at most \(DraftRules.tagLimit), each at most \(DraftRules.tagLengthLimit) characters.",
                    autofocus: field == "tags")
                HTML.tag(.p, .class("actions")) {
                    WebForm.submit("Publish")
                    HTML.tag(.a, .href(back), .class("button plain")) { "Cancel" }
                }
            },
        ])
    }

    /// The hidden field that carries the draft's key.
    static let keyField = "key"

    /// The field a draft's first broken rule is about (the rules are the feature's own).
    static func field(refusedIn draft: FeedDraftText) -> String? {
        guard case .failure(let problem) = DraftRules.check(draft) else { return nil }
        switch problem {
        case .titleMissing, .titleTooLong: return "title"
        case .bodyTooLong: return "body"
        case .tooManyTags, .tagTooLong: return "tags"
        case .controlCharacters(let field): return field
        }
    }
}
