import FeatureSaved

/// An in-memory items source for tests, the demo and the shell's preview: fixed items, an
/// optional failure and an optional delay, and a count of how many loads were asked for.
public actor InMemorySavedItems: SavedItemsSource {
    public var items: [SavedItem]
    public var failure: SavedItemsError?
    public var delay: Duration
    public private(set) var loadCount = 0

    public init(
        items: [SavedItem] = SampleSaved.items, failure: SavedItemsError? = nil,
        delay: Duration = .zero
    ) {
        self.items = items
        self.failure = failure
        self.delay = delay
    }

    public func items() async throws(SavedItemsError) -> [SavedItem] {
        loadCount += 1
        // A cancelled wait ends early; the caller checks its own cancellation.
        if delay > .zero { try? await Task.sleep(for: delay) }
        if let failure { throw failure }
        return items
    }

    public func set(items: [SavedItem], failure: SavedItemsError? = nil) {
        self.items = items
        self.failure = failure
    }
}
