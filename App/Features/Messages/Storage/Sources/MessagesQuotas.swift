import Infrastructure

/// Messages' quotas on a team database (`PlatformQuotas`), added by its step 2 and checked in the
/// send function: the send rate of step 1, now the owner's to change, and a cap in bytes the owner may lower (2,000
/// characters of stacked combining marks are 42,000 bytes; a character limit is no byte limit).
///
/// - `messages.sends_per_minute`: messages a member sends in a minute;
/// - `messages.message_bytes`: one message's body, in UTF-8 bytes;
/// - `messages.bytes_per_day`: the bodies a member sends in a day (UTC), in UTF-8 bytes, each
///   message counted 256 bytes more for its row (step 3): the rate alone let one member store
///   30 × 80,000 bytes a minute, 3.4 GB a day.
enum MessagesQuotas {
    static let sendsPerMinute = "messages.sends_per_minute"
    static let messageBytes = "messages.message_bytes"
    static let bytesPerDay = "messages.bytes_per_day"

    /// The most bytes the character rules let a message hold (2,000 characters of at most ten
    /// code points of four bytes), so by default nothing the app accepts is refused for its
    /// bytes; an owner lowers it for a team that writes in few bytes a character.
    static let mostBytesAMessage: Int64 = 80_000
}
