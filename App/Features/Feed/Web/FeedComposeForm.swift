import AppCore
import FeatureFeed
import Foundation

/// The new post form: Title, Body (paragraphs) and Tags, and Publish. It starts from what the
/// person typed before and was not saved (the view model keeps it), and after a refusal says the
/// view model's reason beside the field the broken rule is about. Both parts are live regions of
/// the page: a post kept while the team server was away goes out when it is back, and the open
/// page then says so and its form empties (sent again, it would be the same post: its key).
struct FeedComposeForm {
    let model: FeedViewModel
    var compose = ComposeState()

    /// The post kept waiting when the page was drawn has gone out since.
    var keptPostWentOut: Bool {
        guard let waiting = compose.waitingFor else { return false }
        return !model.isWaitingToSend && model.publishKey != waiting
    }

    /// Why the last publish was not carried out, while that still holds.
    private func refusal(_ request: WebRequest) -> String? {
        guard !keptPostWentOut else { return nil }
        // Refused on another node (behind a load balancer), the page was made here: the form
        // sent is the one to speak of.
        return compose.refusal ?? (request.intent == "publish" ? model.message : nil)
    }

    /// What stands above the form: a refusal about no field (signed out, the server away), or
    /// that the kept post went out.
    func said(_ request: WebRequest) -> HTML {
        if keptPostWentOut {
            return HTML.tag(.p, .class("notice"), .role("status")) { Self.wentOut }
        }
        let draft = model.unsavedDraft ?? FeedDraftText()
        if let refused = refusal(request) {
            guard Self.field(refusedIn: draft) == nil else { return HTML() }
            return HTML.tag(.p, .class("message"), .role("alert")) { refused }
        }
        // Come back to later (another tab, a reload): the post still waits, and the page says so.
        guard model.isWaitingToSend else { return HTML() }
        return HTML.tag(.p, .class("message"), .role("status")) { Self.waiting }
    }

    static let waiting =
        "This post is kept and goes by itself when the server is back, once, even if you publish it again."

    static let wentOut =
        "Your post kept while the server was away was published when it came back: it is in the feed. This form is empty for your next post."

    func html(_ request: WebRequest, back: String) -> HTML {
        let draft = model.unsavedDraft ?? FeedDraftText()
        let refused = refusal(request)
        let field = refused.flatMap { _ in Self.field(refusedIn: draft) }
        return WebForm.post(
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
        }
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

/// What the new post's form says beyond its fields, kept by its page from the form sent to the
/// pages drawn after it: the GET the form's answer goes to and the page's live channel draw the
/// form alike, so opening the channel changes nothing, and only a change of the model does.
struct ComposeState {
    /// Why the last publish was not carried out (the model's words), until the page loads again.
    var refusal: String?
    /// The key of the post kept waiting for the server when the page was drawn: once the model
    /// publishes under another key, that post went out.
    var waitingFor: UUID?
}
