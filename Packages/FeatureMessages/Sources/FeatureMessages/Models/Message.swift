import Foundation

/// One message in a conversation.
public struct Message: Equatable, Sendable, Identifiable {
    public var id: Int
    public var authorID: Int
    public var text: String
    public var sentAt: Date
    /// Written by the person reading it.
    public var isMine: Bool

    public init(id: Int, authorID: Int, text: String, sentAt: Date, isMine: Bool) {
        self.id = id
        self.authorID = authorID
        self.text = text
        self.sentAt = sentAt
        self.isMine = isMine
    }
}

/// A message the person sent that the server has not stored yet: kept in the outbox on disk,
/// sent again when the server is back, and stored once thanks to its key.
public struct OutgoingMessage: Equatable, Sendable, Identifiable, Codable {
    public var key: String
    /// The recipient's id, or `OutgoingMessage.unknownRecipient` for a message written while
    /// the server was away before the conversation was ever read: the source finds the person
    /// by `recipientHandle` when it sends it (and refuses it if nobody has that handle).
    public var recipientID: Int
    public var recipientHandle: String
    public var text: String

    public var id: String { key }

    /// The id of a recipient not known yet (see `recipientID`).
    public static let unknownRecipient = 0

    public init(key: String, recipientID: Int, recipientHandle: String, text: String) {
        self.key = key
        self.recipientID = recipientID
        self.recipientHandle = recipientHandle
        self.text = text
    }
}
