/// Where the __Name__ feature's items come from; the shell adapts a store to it.
public protocol __Name__ItemsSource: Sendable {
    func items() async throws(__Name__ItemsError) -> [__Name__Item]
}

/// Why the items could not be read, each case a cause a person can act on.
public enum __Name__ItemsError: Error, Equatable, Sendable {
    /// Another program holds the database.
    case busy
    /// The team server (host:port) does not answer.
    case unreachable(String)
    /// Anything else, with its cause.
    case unavailable(String)
}
