import Feature__Name__

/// An in-memory items source for tests, the demo and the shell's preview: items, an optional
/// failure and an optional delay, a count of how many loads were asked for, and adds and deletes
/// as the person `me` (announced to every `changes()` listener).
public actor InMemory__Name__Items: __Name__ItemsSource {
    public var items: [__Name__Item]
    public var failure: __Name__ItemsError?
    public var delay: Duration
    public private(set) var loadCount = 0
    private var listeners: [AsyncStream<Void>.Continuation] = []

    public init(
        items: [__Name__Item] = Sample__Name__.items, failure: __Name__ItemsError? = nil,
        delay: Duration = .zero
    ) {
        self.items = items
        self.failure = failure
        self.delay = delay
    }

    public func items() async throws(__Name__ItemsError) -> [__Name__Item] {
        loadCount += 1
        // A cancelled wait ends early; the caller checks its own cancellation.
        if delay > .zero { try? await Task.sleep(for: delay) }
        if let failure { throw failure }
        return items
    }

    public func add(title: String) async throws(__Name__ItemsError) -> __Name__Item {
        if let failure { throw failure }
        let item = __Name__Item(
            id: (items.map(\.id).max() ?? 0) + 1, title: title, author: "@me", isMine: true)
        items.insert(item, at: 0)
        announce()
        return item
    }

    public func delete(id: Int) async throws(__Name__ItemsError) {
        if let failure { throw failure }
        guard let item = items.first(where: { $0.id == id }) else { return }
        guard item.isMine else { throw .refused("only its author can delete it") }
        items.removeAll { $0.id == id }
        announce()
    }

    public nonisolated func changes() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        Task { await self.listen(continuation) }
        return stream
    }

    private func listen(_ continuation: AsyncStream<Void>.Continuation) {
        listeners.append(continuation)
    }

    /// Items changed elsewhere, as another window would.
    public func set(items: [__Name__Item], failure: __Name__ItemsError? = nil) {
        self.items = items
        self.failure = failure
        announce()
    }

    private func announce() {
        for listener in listeners { listener.yield() }
    }
}
