import AppCore
import FeatureMessages
import Foundation
import MessagesTerminal

/// Builds the Messages screens over dependencies made for each screen's sheet host.
@MainActor
struct MessagesScreenBuilder: ScreenBuilder {
    let now: @Sendable () -> Date
    let dependencies: @MainActor (SheetHost) -> MessagesDependencies

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        let now = self.now
        switch MessagesRoute(route) {
        case .inbox:
            let model = MessagesFeature.makeConversations(
                dependencies: dependencies(context.sheets),
                onEvent: { context.perform(MessagesEvents.actions(for: $0)) })
            return ConversationsScreen(model: model, now: { now() })
        case .conversation(let handle):
            let model = MessagesFeature.makeConversation(
                with: handle, dependencies: dependencies(context.sheets))
            return ConversationScreen(model: model, now: { now() })
        case nil:
            return nil
        }
    }
}

/// What the Messages feature's events ask of the shell.
enum MessagesEvents {
    static func actions(for event: MessagesEvent) -> [FeatureAction] {
        switch event {
        case .openConversation(let handle): [.push(MessagesRoute.conversation(handle: handle).route)]
        }
    }
}

/// A message asked for with the shell's sheet: Enter sends, Esc closes and keeps what was typed.
@MainActor
struct MessagesSheets {
    let sheets: SheetHost

    func write(to person: MessagePerson, draft: String) async -> MessagePromptAnswer {
        switch await sheets.askLine(
            title: "Message to \(person.name)", initial: draft, limit: MessagesFeature.maximumLength)
        {
        case .finished(let text): .send(text)
        case .closed(let typed): .kept(typed)
        }
    }
}

// Apart from the questions, so they stay on the main actor with the sheets (declared with the
// struct, they would take the port's isolation: the caller's).
extension MessagesSheets: MessagesPrompt {}

/// The app's analytics sink, with the person's consent.
struct MessagesAnalyticsAdapter: MessagesAnalytics {
    let services: AppServices

    func analyticsAllowed() async -> Bool {
        await ConsentAdapter(preferences: services.preferences).analyticsAllowed()
    }

    func track(_ event: String, properties: [String: String]) {
        AnalyticsAdapter(sink: services.analytics, now: services.now).track(event, properties: properties)
    }
}
