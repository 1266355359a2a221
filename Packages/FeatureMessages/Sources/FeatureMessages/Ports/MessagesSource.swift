/// Where the person's messages come from and go to; the shell adapts the messages' store to it.
/// Every call acts as the person signed in.
public protocol MessagesSource: Sendable {
    /// The person's conversations, newest last message first.
    func conversations() async throws(MessagesError) -> [Conversation]
    /// The conversation with the person of this handle (`.notFound` when there is none).
    func conversation(with handle: String) async throws(MessagesError) -> ConversationContent
    /// Sends once per key: a key sent before answers the message stored then.
    func send(_ message: OutgoingMessage) async throws(MessagesError) -> Message
    /// Marks the conversation read up to the message (for this person alone).
    func markRead(conversationWith other: MessagePerson, upTo messageID: Int) async throws(MessagesError)
    /// How many messages to the person are unread, in all conversations.
    func unreadCount() async throws(MessagesError) -> Int
}

/// Why messages could not be read or sent, each a cause a person can act on.
public enum MessagesError: Error, Equatable, Sendable {
    /// Another program holds the database.
    case busy
    /// The team server (host:port) does not answer.
    case unreachable(String)
    /// Nobody is signed in.
    case notSignedIn
    /// No person has this handle (or they left the team).
    case notFound(String)
    /// The database refused it; the sentence says which rule (too long, to someone who left,
    /// too many in a minute).
    case refused(String)
    /// Anything else, with its cause.
    case unavailable(String)
}
