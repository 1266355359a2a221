import AppCore
import FeatureMessages
import Foundation

/// The person's conversations on the web, over the terminal's `ConversationsViewModel`: each
/// links to its page; the list (and its unread counts) follows live while the page is open.
public final class ConversationsPage: WebPage {
    public let model: ConversationsViewModel
    private let now: () -> Date

    public init(model: ConversationsViewModel, now: @escaping () -> Date = Date.init) {
        self.model = model
        self.now = now
    }

    public var title: String { "Messages" }

    public func load(_ request: WebRequest) async -> PageLoad {
        await model.load()
        return .shown
    }

    public func body(_ request: WebRequest) -> HTML {
        HTML.joined(liveRegions(request).map(\.element))
    }

    public func liveRegions(_ request: WebRequest) -> [LiveRegion] {
        [LiveRegion(id: "conversations", announces: true, content: content)]
    }

    public func watch() async {
        await model.watchChanges()
    }

    private var content: HTML {
        switch model.state {
        case .idle, .loading:
            return HTML.tag(.p) { "Loading…" }
        case .empty:
            return HTML.tag(.p) { "No conversations yet. Open someone's profile and press Message." }
        case .failed(let message):
            return HTML.tag(.p, .class("message")) { message }
        case .loaded(let conversations):
            let at = now()
            return HTML.joined([
                HTML.tag(.p, .class("meta"), .id("unread")) { UnreadWords.total(model.unread) },
                HTML.tag(.ul, .class("posts")) {
                    for conversation in conversations { Self.row(conversation, now: at) }
                },
            ])
        }
    }

    private static func row(_ conversation: Conversation, now: Date) -> HTML {
        HTML.tag(.li) {
            HTML.tag(.a, .href(MessagesLinks.conversation(conversation.other.handle))) {
                HTML.tag(.span, .dir("auto")) { conversation.other.name }
                " @" + conversation.other.handle
            }
            " "
            WebTime.element(conversation.last.sentAt, now: now)
            if conversation.unread > 0 {
                " "
                HTML.tag(.strong, .class("unread")) { "\(conversation.unread) unread" }
            }
            HTML.tag(.p, .dir("auto")) {
                (conversation.last.isMine ? "You: " : "") + conversation.last.text
            }
        }
    }
}

/// How an unread count is said.
enum UnreadWords {
    static func total(_ count: Int) -> String {
        switch count {
        case 0: "All read."
        case 1: "1 unread message."
        default: "\(count) unread messages."
        }
    }
}
