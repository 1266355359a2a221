/// Takes a view model's message away after its time (`FeedNoteDurations`: outcomes soon, problems
/// later); a newer message starts its own wait. One per view model that shows messages.
///
/// The wait runs on the isolation of whoever said the message (the terminal's main actor, a web
/// session's own), as the view model does: it is the view model's own work, never another
/// thread's. Said from no isolation at all, a message stays until the next one.
final class FeedNoteTimer {
    private var waiting: Task<Void, Never>?

    /// Waits for `shown` (nothing for no message), then hands it to `clear`, which takes it
    /// away if it is still the one shown.
    func follow(
        _ shown: FeedNote?, clock: any FeedClock, isolation: isolated (any Actor)? = #isolation,
        clear: @escaping (FeedNote) -> Void
    ) {
        waiting?.cancel()
        waiting = nil
        guard let shown, isolation != nil else { return }
        let seconds =
            shown.kind == .outcome ? FeedNoteDurations.outcomeSeconds : FeedNoteDurations.problemSeconds
        waiting = Task {
            _ = isolation
            await clock.wait(seconds: seconds)
            guard !Task.isCancelled else { return }
            clear(shown)
        }
    }
}
