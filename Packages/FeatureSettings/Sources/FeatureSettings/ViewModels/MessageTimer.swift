/// How long Settings' messages stay, and the wait that takes one away. An outcome ("Signed
/// out.") is read at a glance; a problem names its cause and needs longer. A problem with
/// loading stays instead: it says the values shown may be old, which stays true until a load
/// succeeds and takes it away.
@MainActor
final class MessageTimer {
    static let outcomeSeconds = 5.0
    static let problemSeconds = 20.0

    private var waiting: Task<Void, Never>?

    /// Takes `shown` away after its time, unless something else is shown by then; a newer
    /// message starts its own wait.
    func letGo(
        _ shown: String?, isOutcome: Bool, clock: any SettingsClock,
        clear: @escaping @MainActor (String) -> Void
    ) {
        waiting?.cancel()
        guard let shown else { return }
        let seconds = isOutcome ? Self.outcomeSeconds : Self.problemSeconds
        waiting = Task {
            await clock.wait(seconds: seconds)
            guard !Task.isCancelled else { return }
            clear(shown)
        }
    }

    /// Keeps the message until the next one.
    func hold() {
        waiting?.cancel()
        waiting = nil
    }
}
