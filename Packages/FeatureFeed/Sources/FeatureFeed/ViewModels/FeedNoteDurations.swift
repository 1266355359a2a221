/// How long the feed's messages stay, by their kind (`FeedNote`): an outcome ("Post published.")
/// is read at a glance; a problem names its cause and what was kept, and needs longer. Both go
/// by themselves; a new message, or the person's next move, replaces them sooner.
enum FeedNoteDurations {
    static let outcomeSeconds = 5.0
    static let problemSeconds = 20.0
}
