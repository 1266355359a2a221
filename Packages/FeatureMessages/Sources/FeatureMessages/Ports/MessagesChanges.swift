/// Changes made elsewhere that the Messages screens follow: only the person's own (a message
/// to or from them, their read marks); the shell never relays anyone else's private change.
public protocol MessagesChanges: Sendable {
    /// A new stream per call; it ends when the caller stops listening.
    func changes() -> AsyncStream<MessagesChange>
}

public enum MessagesChange: Equatable, Sendable {
    /// A message to or from the person was stored (in this window or another).
    case sent(messageID: Int)
    /// The person read their conversation with `otherID` (in this window or another).
    case read(otherID: Int)
    /// The server answers again: the outbox goes out and what is shown is read again.
    case reconnected
    /// Much changed at once: read again.
    case manyChanged
}
