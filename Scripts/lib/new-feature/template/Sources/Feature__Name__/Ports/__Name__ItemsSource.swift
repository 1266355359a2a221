/// Where the __Name__ feature's items come from and go to; the shell adapts a store to it. A
/// source that keeps nothing (the scaffold without `--storage`) only lists.
public protocol __Name__ItemsSource: Sendable {
    func items() async throws(__Name__ItemsError) -> [__Name__Item]
    /// Adds an item as the person signed in; returns it as kept.
    func add(title: String) async throws(__Name__ItemsError) -> __Name__Item
    /// Deletes one of the signed-in person's own items.
    func delete(id: Int) async throws(__Name__ItemsError)
    /// One element each time items changed elsewhere (another window, a teammate): load again.
    func changes() -> AsyncStream<Void>
}

extension __Name__ItemsSource {
    public func add(title: String) async throws(__Name__ItemsError) -> __Name__Item {
        throw .refused("__name__ items are not kept anywhere yet")
    }

    public func delete(id: Int) async throws(__Name__ItemsError) {
        throw .refused("__name__ items are not kept anywhere yet")
    }

    public func changes() -> AsyncStream<Void> { AsyncStream { $0.finish() } }
}

/// Why the items could not be read or written, each case a cause a person can act on.
public enum __Name__ItemsError: Error, Equatable, Sendable {
    /// Another program holds the database.
    case busy
    /// The team server (host:port) does not answer.
    case unreachable(String)
    /// The write was refused: not signed in, not theirs, too long; the reason in words.
    case refused(String)
    /// Anything else, with its cause.
    case unavailable(String)
}
