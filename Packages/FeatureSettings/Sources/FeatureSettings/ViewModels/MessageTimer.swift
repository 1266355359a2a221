/// How long Settings' messages stay, and the wait that takes one away. An outcome ("Signed
/// out.") is read at a glance; a problem names its cause and needs longer. A problem with
/// loading stays instead: it says the values shown may be old, which stays true until a load
/// succeeds and takes it away.
final class MessageTimer {
    static let outcomeSeconds = 5.0
    static let problemSeconds = 20.0

    private var waiting: Task<Void, Never>?

    /// Takes `shown` away after its time (through `clear`, given the message it waited for),
    /// unless it is the load problem, which stays; a newer message starts its own wait.
    func follow(
        _ shown: SettingsNote?, loadProblem: String?, clock: any SettingsClock,
        isolation: isolated (any Actor)? = #isolation, clear: @escaping (SettingsNote) -> Void
    ) {
        waiting?.cancel()
        waiting = nil
        // The wait is the view model's own work, on its owner's isolation; said from none, the
        // message stays until the next.
        guard let shown, shown.text != loadProblem, isolation != nil else { return }
        let seconds = shown.kind == .outcome ? Self.outcomeSeconds : Self.problemSeconds
        waiting = Task {
            _ = isolation
            await clock.wait(seconds: seconds)
            guard !Task.isCancelled else { return }
            clear(shown)
        }
    }
}
