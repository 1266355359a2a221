/// How long Settings' messages stay, and the wait that takes one away. An outcome ("Signed
/// out.") is read at a glance; a problem names its cause and needs longer. A problem with
/// loading stays instead: it says the values shown may be old, which stays true until a load
/// succeeds and takes it away.
@MainActor
final class MessageTimer {
    static let outcomeSeconds = 5.0
    static let problemSeconds = 20.0

    private var waiting: Task<Void, Never>?

    /// Takes `shown` away after its time (through `clear`, given the message it waited for),
    /// unless it is the load problem, which stays; a newer message starts its own wait.
    func follow(
        _ shown: SettingsNote?, loadProblem: String?, clock: any SettingsClock,
        clear: @escaping @MainActor (SettingsNote) -> Void
    ) {
        waiting?.cancel()
        waiting = nil
        guard let shown, shown.text != loadProblem else { return }
        let seconds = shown.kind == .outcome ? Self.outcomeSeconds : Self.problemSeconds
        waiting = Task {
            await clock.wait(seconds: seconds)
            guard !Task.isCancelled else { return }
            clear(shown)
        }
    }
}
