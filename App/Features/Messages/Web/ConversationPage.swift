import AppCore
import FeatureMessages
import Foundation

/// One conversation on the web, over the terminal's `ConversationViewModel`: the messages
/// oldest first, then a form labelled **Message** with a **Send** button (POST, with the
/// session's CSRF token). New messages arrive in the `conversation` region over the live
/// channel, without a reload.
///
/// Opening the page (a GET or HEAD) never marks the conversation read: SameSite=Lax sends the
/// cookie with a link another site made the browser follow, or a prefetch nobody looks at. The
/// page marks it read itself: below the messages, while the other's newest is not marked, a
/// **Mark as read** button (a POST with the page's CSRF token), which the script presses as
/// soon as the page is in front of the person, and again when a message arrives live.
public final class ConversationPage: WebPage {
    public let model: ConversationViewModel
    private let now: () -> Date
    /// What the person typed in a refused form, shown again in the field.
    private var typed: String?

    public static let sendIntent = "send"
    public static let readIntent = "read"
    /// While the team server is away every page's status line says so, and what sending does
    /// then: the page and a sent form's notice say only what is true of this conversation, so
    /// the outage is said once (issue 43, item 6).
    static let awaySentence =
        "This conversation can't be shown right now. Messages you send here are listed below until they go."
    static let keptNotice = "Message kept: it goes by itself, once."

    public init(model: ConversationViewModel, now: @escaping () -> Date = Date.init) {
        self.model = model
        self.now = now
        model.marksReadWhenShown = false
    }

    public var title: String {
        model.content.map { $0.other.name + " @" + $0.other.handle } ?? "@" + model.handle
    }

    public func load(_ request: WebRequest) async -> PageLoad {
        await model.load()
        if model.isNobody {
            return .notFound("@" + model.handle)
        }
        return .shown
    }

    public func submit(_ request: WebRequest) async -> FormOutcome {
        if request.intent == Self.readIntent {
            await model.markRead()
            return .redirect(to: request.path, notice: nil)
        }
        guard request.intent == Self.sendIntent else { return .unknownIntent }
        // Browsers send line breaks as CRLF; a message keeps them as the terminal does.
        let text = (request.form["text"] ?? "").replacingOccurrences(of: "\r\n", with: "\n")
        await model.send(text)
        // Sent, or kept in the outbox while the server is away (the status line says the outage,
        // the notice what became of the message).
        if model.notice == nil || !model.waiting.isEmpty {
            typed = nil
            return .redirect(to: request.path, notice: model.waiting.isEmpty ? model.notice : Self.keptNotice)
        }
        // Refused: the page again, the text in the field and the reason beside it.
        typed = text
        return .showAgain(status: 422)
    }

    public func body(_ request: WebRequest) -> HTML {
        HTML.joined(liveRegions(request).map(\.element) + [form(request)])
    }

    public func liveRegions(_ request: WebRequest) -> [LiveRegion] {
        [LiveRegion(id: "conversation", announces: true, content: conversation(request))]
    }

    public func watch() async {
        await model.watchChanges()
    }

    private func conversation(_ request: WebRequest) -> HTML {
        switch model.state {
        case .idle, .loading:
            return HTML.tag(.p) { "Loading…" }
        case .failed(let message):
            // Away: said in a browser's words (no key to press), and what waits to go stays in
            // view under it.
            let said = model.isAway ? Self.awaySentence : message
            return HTML.tag(.p, .class("message")) { said } + waitingList
        case .loaded(let content):
            let at = now()
            return HTML.tag(.ol, .class("posts")) {
                for message in content.messages {
                    HTML.tag(.li, .class(message.isMine ? "mine" : "theirs")) {
                        HTML.tag(.p, .class("meta")) {
                            HTML.tag(.span, .dir("auto")) { message.isMine ? "You" : content.other.name }
                            " "
                            WebTime.element(message.sentAt, now: at)
                        }
                        HTML.tag(.div, .dir("auto")) { WebText.paragraphs(message.text) }
                    }
                }
                for waiting in model.waiting {
                    HTML.tag(.li, .class("mine waiting")) {
                        HTML.tag(.p, .class("meta")) { "You · waiting to send" }
                        HTML.tag(.div, .dir("auto")) { WebText.paragraphs(waiting.text) }
                    }
                }
            } + readMark(request)
        }
    }

    /// The button that marks the conversation read (the script presses it when the page is
    /// seen); gone once this page marked the other's newest message.
    private func readMark(_ request: WebRequest) -> HTML {
        guard model.hasUnmarkedMessages else { return HTML.joined([]) }
        return HTML.tag(.div, .class("read-mark")) {
            WebForm.button("Mark as read", posting: Self.readIntent, to: request.path, request: request)
        }
    }

    /// The messages kept in the outbox for this person, while the conversation is unread.
    private var waitingList: HTML {
        guard !model.waiting.isEmpty else { return HTML() }
        return HTML.tag(.ol, .class("posts")) {
            for waiting in model.waiting {
                HTML.tag(.li, .class("mine waiting")) {
                    HTML.tag(.p, .class("meta")) { "You · waiting to send" }
                    HTML.tag(.div, .dir("auto")) { WebText.paragraphs(waiting.text) }
                }
            }
        }
    }

    private func form(_ request: WebRequest) -> HTML {
        // Shown while the server is away too: the message is kept and goes when it is back.
        guard model.canWrite else { return HTML.joined([]) }
        // No label of its own: its field's ("Message") names it, once.
        return WebForm.post(to: request.path, intent: Self.sendIntent, request: request) {
            WebForm.field(
                "Message", name: "text", value: typed ?? model.draft,
                control: .text(rows: 3, limit: MessagesFeature.maximumLength),
                // Beside the field when it is about what the field holds (refused, or a kept
                // message refused when it went); a message waiting for the server is said once,
                // above the page, and shown in the conversation.
                problem: typed != nil || model.waiting.isEmpty ? model.notice : nil,
                required: true, autofocus: true)
            WebForm.submit("Send")
        }
    }
}
