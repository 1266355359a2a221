import Infrastructure

/// The messages as one person reads and writes them. `me` is the person the session acts as:
/// on SQLite, which has no logins, every read names them, so the app shows a person only their
/// own conversations; on a team database row-level security decides as well, for any client.
public protocol MessageStore: Sendable {
    /// The person's conversations, the newest last message first (at most 200).
    func conversations(of me: Int64) async throws -> [ConversationRecord]
    /// The last `limit` messages between the two, oldest first.
    func messages(between me: Int64, and other: Int64, limit: Int) async throws -> [MessageRecord]
    /// Stores the message from `me`, once per send key: a key sent before answers the message
    /// stored then. Refuses (`StoreError.invalid`) a message the rules refuse, to someone who
    /// is not (or no longer) in the team, or past the send rate.
    func send(_ message: NewMessage, from me: Int64) async throws -> MessageRecord
    /// Marks the conversation read by `me` up to the message `upTo` (never backwards).
    func markRead(conversationWith other: Int64, upTo: Int64, by me: Int64) async throws
    /// How many messages to `me` are unread, in all conversations.
    func unreadCount(of me: Int64) async throws -> Int
}
