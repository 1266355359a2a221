import Infrastructure

/// The messages' changes as the change log carries them: each is private, logged once for
/// the sender and once for the recipient (`audience`), so nobody else is told of it.
public enum StoredMessageChange: Equatable, Sendable {
    /// A message was stored; `with` is the other person of the conversation, for the one told.
    case sent(messageID: Int64, authorID: Int64?, audience: Int64)
    /// The one told read their conversation with `otherID` (in this or another window).
    case read(otherID: Int64, audience: Int64)

    public enum Kind {
        public static let sent = "message_sent"
        public static let read = "conversation_read"
    }

    public init?(_ change: StoredChange) {
        guard let audience = change.audience, let subject = change.subject else { return nil }
        switch change.kind {
        case Kind.sent: self = .sent(messageID: subject, authorID: change.author, audience: audience)
        case Kind.read: self = .read(otherID: subject, audience: audience)
        default: return nil
        }
    }
}
