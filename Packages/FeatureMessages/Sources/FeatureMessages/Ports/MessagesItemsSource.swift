/// Where the Messages feature's items come from; the shell adapts a store to it.
public protocol MessagesItemsSource: Sendable {
    func items() async throws(MessagesItemsError) -> [MessagesItem]
}

/// Why the items could not be read, each case a cause a person can act on.
public enum MessagesItemsError: Error, Equatable, Sendable {
    /// Another program holds the database.
    case busy
    /// The team server (host:port) does not answer.
    case unreachable(String)
    /// Anything else, with its cause.
    case unavailable(String)
}
