import AppCore
import FeatureMessages
import Foundation
import MessagesWeb

/// Builds the Messages pages over one browser session's dependencies.
struct MessagesPageBuilder: PageBuilder {
    let now: @Sendable () -> Date
    let dependencies: () -> MessagesDependencies

    func page(for route: Route, context: PageContext) -> (any WebPage)? {
        let now = self.now
        switch MessagesRoute(route) {
        case .inbox:
            let model = MessagesFeature.makeConversations(dependencies: dependencies(), onEvent: { _ in })
            return ConversationsPage(model: model, now: { now() })
        case .conversation(let handle):
            let model = MessagesFeature.makeConversation(with: handle, dependencies: dependencies())
            return ConversationPage(model: model, now: { now() })
        case nil:
            return nil
        }
    }
}

/// On the web a message comes from the page's form (`ConversationPage.submit`), never a
/// question: asked anyway, the draft is kept as it is.
struct MessagesFormPrompt: MessagesPrompt {
    func write(to person: MessagePerson, draft: String) async -> MessagePromptAnswer {
        .kept(draft)
    }
}
