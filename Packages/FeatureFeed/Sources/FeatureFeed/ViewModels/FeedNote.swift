/// How long the feed's messages stay: an outcome ("Post published.") is read at a glance; a
/// problem names its cause and what was kept, and needs longer. Both go by themselves; a new
/// message, or the person's next move, replaces them sooner.
enum FeedNote {
    static let outcomeSeconds = 5.0
    static let problemSeconds = 20.0

    /// The sentences that say something worked (or is as the person wanted): shown as outcomes,
    /// every other one as a problem.
    static let outcomes: Set<String> = [
        FeedMessages.published, FeedMessages.deleted, FeedMessages.alreadyDeleted, FeedMessages.sentWhenBack,
        FeedMessages.draftKept,
    ]

    static func isOutcome(_ message: String) -> Bool { outcomes.contains(message) }
}
