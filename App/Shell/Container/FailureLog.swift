import AppCore

/// Every failure a feature meets in the stores, with its cause, in the terminal log: the screen
/// shows a short message, the log keeps the whole story (the store's own words: file, server,
/// SQL state) for whoever has to find out why. The features' adapters call it where they turn a
/// store's error into their port's.
enum FailureLog {
    static func record(_ error: any Error, in place: String) {
        guard records(error) else { return }
        TerminalLog.write(line(for: error, in: place))
    }

    /// False for a cancellation: the screen or the page that asked went away (leaving a screen,
    /// a live channel closed), which is no failure of the store's (issue 42: closing live
    /// channels wrote "failed in feed: CancellationError()" lines). Whatever a cancelled task
    /// meets after its cancellation (an interrupted query) is its cancellation too.
    static func records(_ error: any Error) -> Bool {
        !(error is CancellationError) && !Task.isCancelled
    }

    /// "failed in feed: The team server at db:5432 is unreachable; retrying."
    static func line(for error: any Error, in place: String) -> String {
        "failed in \(place): \(String(describing: error))"
    }
}
