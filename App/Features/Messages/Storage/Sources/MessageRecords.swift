import Foundation

/// One message as the database keeps it: who wrote it to whom, its text and when the server
/// stored it. `sendKey` is the sender's own key for it, so a send retried after an outage is
/// stored once.
public struct MessageRecord: Sendable, Equatable {
    public var id: Int64
    public var senderID: Int64
    public var recipientID: Int64
    public var body: String
    public var sentAt: Date

    public init(id: Int64, senderID: Int64, recipientID: Int64, body: String, sentAt: Date) {
        self.id = id
        self.senderID = senderID
        self.recipientID = recipientID
        self.body = body
        self.sentAt = sentAt
    }
}

/// A message a person wants sent: to whom, what, and the key that makes sending it twice
/// store it once.
public struct NewMessage: Sendable, Equatable {
    public var recipientID: Int64
    public var body: String
    public var sendKey: String

    public init(recipientID: Int64, body: String, sendKey: String) {
        self.recipientID = recipientID
        self.body = body
        self.sendKey = sendKey
    }
}

/// One conversation as a person's list shows it: the other person, the last message, and how
/// many of the other's messages the person has not read.
public struct ConversationRecord: Sendable, Equatable {
    public var otherID: Int64
    public var otherHandle: String
    public var otherName: String
    public var last: MessageRecord
    public var unread: Int

    public init(otherID: Int64, otherHandle: String, otherName: String, last: MessageRecord, unread: Int) {
        self.otherID = otherID
        self.otherHandle = otherHandle
        self.otherName = otherName
        self.last = last
        self.unread = unread
    }
}
