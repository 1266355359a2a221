import Foundation

/// Everything the Messages feature needs from the outside world, one port per member, passed by value.
public struct MessagesDependencies {
    public var messages: any MessagesSource
    public var changes: any MessagesChanges
    public var drafts: any MessageDrafts
    public var outbox: any MessagesOutbox
    public var prompt: any MessagesPrompt
    public var analytics: any MessagesAnalytics
    /// New send keys (a UUID each, in the app).
    public var newKey: @Sendable () -> String

    public init(
        messages: any MessagesSource, changes: any MessagesChanges, drafts: any MessageDrafts,
        outbox: any MessagesOutbox, prompt: any MessagesPrompt, analytics: any MessagesAnalytics,
        newKey: @escaping @Sendable () -> String = { UUID().uuidString }
    ) {
        self.messages = messages
        self.changes = changes
        self.drafts = drafts
        self.outbox = outbox
        self.prompt = prompt
        self.analytics = analytics
        self.newKey = newKey
    }
}
