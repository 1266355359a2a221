import Feature__Name__

/// An in-memory items source for tests and the demo: fixed items, an optional failure and an
/// optional delay, and a count of how many loads were asked for.
public actor InMemory__Name__Items: __Name__ItemsSource {
    public var items: [__Name__Item]
    public var failure: (any Error)?
    public var delay: Duration
    public private(set) var loadCount = 0

    public init(
        items: [__Name__Item] = Sample__Name__.items, failure: (any Error)? = nil, delay: Duration = .zero
    ) {
        self.items = items
        self.failure = failure
        self.delay = delay
    }

    public func items() async throws -> [__Name__Item] {
        loadCount += 1
        if delay > .zero { try await Task.sleep(for: delay) }
        if let failure { throw failure }
        return items
    }

    public func set(items: [__Name__Item], failure: (any Error)? = nil) {
        self.items = items
        self.failure = failure
    }
}

/// The failure the fakes throw when a test asks them to fail.
public struct Fake__Name__Error: Error, Equatable {
    public init() {}
}
