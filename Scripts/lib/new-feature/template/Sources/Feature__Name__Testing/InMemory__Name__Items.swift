import Feature__Name__

/// An in-memory items source for tests, the demo and the shell's preview: fixed items, an
/// optional failure and an optional delay, and a count of how many loads were asked for.
public actor InMemory__Name__Items: __Name__ItemsSource {
    public var items: [__Name__Item]
    public var failure: __Name__ItemsError?
    public var delay: Duration
    public private(set) var loadCount = 0

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

    public func set(items: [__Name__Item], failure: __Name__ItemsError? = nil) {
        self.items = items
        self.failure = failure
    }
}
