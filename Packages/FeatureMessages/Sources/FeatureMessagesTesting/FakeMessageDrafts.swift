import FeatureMessages

/// Drafts and the outbox in memory (tests, the demo, `mosaic preview`).
public actor FakeMessageDrafts: MessageDrafts, MessagesOutbox {
    public private(set) var drafts: [String: String] = [:]
    public private(set) var outbox: [OutgoingMessage] = []

    public init(drafts: [String: String] = [:]) {
        self.drafts = drafts
    }

    public func draft(to handle: String) async -> String? { drafts[handle] }
    public func keep(_ text: String?, to handle: String) async { drafts[handle] = text }
    public func waiting() async -> [OutgoingMessage] { outbox }
    public func keep(_ message: OutgoingMessage) async {
        if !outbox.contains(where: { $0.key == message.key }) { outbox.append(message) }
    }
    public func remove(key: String) async { outbox.removeAll { $0.key == key } }
}

/// A prompt that answers from a script: each `write` takes the next answer.
@MainActor public final class ScriptedMessagesPrompt {
    public var answers: [MessagePromptAnswer]
    public private(set) var asked: [(person: MessagePerson, draft: String)] = []

    public init(_ answers: [MessagePromptAnswer] = []) {
        self.answers = answers
    }

    public func write(to person: MessagePerson, draft: String) async -> MessagePromptAnswer {
        asked.append((person, draft))
        return answers.isEmpty ? .kept(draft) : answers.removeFirst()
    }
}

// Declared apart from `write`, so `write` stays on the main actor (declared with the class or
// beside it, it would take the requirement's isolation: the caller's).
extension ScriptedMessagesPrompt: MessagesPrompt {}
