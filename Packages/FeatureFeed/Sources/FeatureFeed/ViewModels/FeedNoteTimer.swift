/// Takes a view model's message away after its time (`FeedNote`: outcomes soon, problems
/// later); a newer message starts its own wait. One per view model that shows messages.
@MainActor
final class FeedNoteTimer {
    private var waiting: Task<Void, Never>?

    /// Waits for `shown` (nothing for no message), then hands it to `clear`, which takes it
    /// away if it is still the one shown.
    func follow(_ shown: FeedSaid?, clock: any FeedClock, clear: @escaping @MainActor (FeedSaid) -> Void) {
        waiting?.cancel()
        waiting = nil
        guard let shown else { return }
        let seconds = shown.kind == .outcome ? FeedNote.outcomeSeconds : FeedNote.problemSeconds
        waiting = Task {
            await clock.wait(seconds: seconds)
            guard !Task.isCancelled else { return }
            clear(shown)
        }
    }
}
