import Infrastructure

/// What one piece of news about the database means for a status line, the terminal's
/// (`ConnectionStatus`) and the web's (`WebStatusLine`) alike: the line for the operator's log,
/// and what the line shows, or that trouble is over. Each line says an outage and a return in
/// its own readers' words (`lost`, `back`); a lock's are the same for both.
struct DatabaseNews {
    /// With its cause: the server's address and the error, for the operator.
    let logLine: String
    /// The words to show and their kind; nil when trouble, if shown, is over.
    let shown: (words: String, kind: ConnectionStatus.Kind)?

    /// nil for a change that is the features' business.
    init?(_ event: StoreEvent, lost: (StoreError) -> String, back: (_ server: String) -> String) {
        switch event {
        case .connectionLost(let error):
            (logLine, shown) = ("connection lost: \(error)", (lost(error), .trouble))
        case .connectionRestored(let server):
            (logLine, shown) = ("connection restored: \(server)", (back(server), .recovered))
        case .waitingForLock(let path):
            let words = "Waiting for another program to release \(path)…"
            (logLine, shown) = ("waiting for the lock on \(path)", (words, .trouble))
        case .lockReleased(let path):
            (logLine, shown) = ("lock released: \(path)", nil)
        default:
            return nil
        }
    }
}
