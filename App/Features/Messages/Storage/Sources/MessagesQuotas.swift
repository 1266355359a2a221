import Infrastructure

/// Messages' quotas on a team database (`PlatformQuotas`), added by its step 2 and checked in the
/// send function: the send rate of step 1, now the owner's to change, and a cap in bytes the owner may lower (2,000
/// characters of stacked combining marks are 42,000 bytes; a character limit is no byte limit).
///
/// - `messages.sends_per_minute`: messages a member sends in a minute;
/// - `messages.message_bytes`: one message's body, in UTF-8 bytes.
enum MessagesQuotas {
    static let sendsPerMinute = "messages.sends_per_minute"
    static let messageBytes = "messages.message_bytes"

    /// The most bytes the character rules let a message hold (2,000 characters of at most ten
    /// code points of four bytes), so by default nothing the app accepts is refused for its
    /// bytes; an owner lowers it for a team that writes in few bytes a character.
    static let mostBytesAMessage: Int64 = 80_000
}
