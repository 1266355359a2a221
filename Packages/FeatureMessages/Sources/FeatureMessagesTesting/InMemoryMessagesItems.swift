import FeatureMessages

/// An in-memory items source for tests, the demo and the shell's preview: fixed items, an
/// optional failure and an optional delay, and a count of how many loads were asked for.
public actor InMemoryMessagesItems: MessagesItemsSource {
    public var items: [MessagesItem]
    public var failure: MessagesItemsError?
    public var delay: Duration
    public private(set) var loadCount = 0

    public init(
        items: [MessagesItem] = SampleMessages.items, failure: MessagesItemsError? = nil,
        delay: Duration = .zero
    ) {
        self.items = items
        self.failure = failure
        self.delay = delay
    }

    public func items() async throws(MessagesItemsError) -> [MessagesItem] {
        loadCount += 1
        // A cancelled wait ends early; the caller checks its own cancellation.
        if delay > .zero { try? await Task.sleep(for: delay) }
        if let failure { throw failure }
        return items
    }

    public func set(items: [MessagesItem], failure: MessagesItemsError? = nil) {
        self.items = items
        self.failure = failure
    }
}
