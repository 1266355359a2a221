import Observation

/// What a feed screen says now (`FeedNote`), shared by the list and the post screen: said by the
/// view model and its parts, and let go by itself after its time (`FeedNoteDurations`: outcomes
/// soon, problems later) unless a newer note replaced it.
@Observable final class NoteOnShow {
    private(set) var said: FeedNote?
    /// Takes the note on show away after its time.
    @ObservationIgnored private let timer = FeedNoteTimer()
    @ObservationIgnored private let clock: any FeedClock

    init(clock: any FeedClock) {
        self.clock = clock
    }

    /// Says `new` (nil: nothing), and lets it go after its time on the isolation of whoever
    /// asked: the terminal's main actor, a web session's own.
    func say(_ new: FeedNote?, isolation: isolated (any Actor)? = #isolation) {
        guard new != said else { return }
        said = new
        timer.follow(new, clock: clock) { [weak self] shown in
            if self?.said == shown { self?.said = nil }
        }
    }
}
