/// Where an unfinished message waits, per conversation, surviving a quit and a restart; and
/// the outbox, where a message sent while the server was away waits to go.
public protocol MessageDrafts: Sendable {
    func draft(to handle: String) async -> String?
    /// Keeps the text (nil forgets it).
    func keep(_ text: String?, to handle: String) async
}

public protocol MessagesOutbox: Sendable {
    /// Every message waiting to go, oldest first.
    func waiting() async -> [OutgoingMessage]
    func keep(_ message: OutgoingMessage) async
    /// The message went (or was refused for good): out of the outbox.
    func remove(key: String) async
}

/// How the front end asks the person for a message: the terminal's sheet, a web form.
public protocol MessagesPrompt: Sendable {
    func write(to person: MessagePerson, draft: String) async -> MessagePromptAnswer
}

public enum MessagePromptAnswer: Equatable, Sendable {
    /// Send this.
    case send(String)
    /// Closed without sending (Esc): keep what was typed as the draft.
    case kept(String)
}
