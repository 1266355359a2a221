/// A conversation as the person's list shows it: with whom, the last message, and how many of
/// the other's messages they have not read.
public struct Conversation: Equatable, Sendable, Identifiable {
    public var other: MessagePerson
    public var last: Message
    public var unread: Int

    public var id: Int { other.id }

    public init(other: MessagePerson, last: Message, unread: Int) {
        self.other = other
        self.last = last
        self.unread = unread
    }
}

/// One conversation opened: the other person and the last messages, oldest first.
public struct ConversationContent: Equatable, Sendable {
    public var other: MessagePerson
    public var messages: [Message]

    public init(other: MessagePerson, messages: [Message]) {
        self.other = other
        self.messages = messages
    }
}
