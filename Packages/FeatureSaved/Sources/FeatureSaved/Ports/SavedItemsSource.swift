/// Where the Saved feature's items come from; the shell adapts a store to it.
public protocol SavedItemsSource: Sendable {
    func items() async throws(SavedItemsError) -> [SavedItem]
}

/// Why the items could not be read, each case a cause a person can act on.
public enum SavedItemsError: Error, Equatable, Sendable {
    /// Another program holds the database.
    case busy
    /// The team server (host:port) does not answer.
    case unreachable(String)
    /// Anything else, with its cause.
    case unavailable(String)
}
