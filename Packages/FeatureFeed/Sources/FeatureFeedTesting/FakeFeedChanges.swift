import FeatureFeed
import Foundation

/// Changes a test (or the demo) pushes by hand: every stream handed out gets every change
/// pushed while it listens. `listenerCount` tells a test when a view model has started to listen.
public final class FakeFeedChanges: FeedChanges, @unchecked Sendable {
    // A lock, not an actor: `changes()` is synchronous, as a stream's maker is.
    private let lock = NSLock()
    private var listeners: [UUID: AsyncStream<FeedChange>.Continuation] = [:]

    public init() {}

    /// How many streams are listening now.
    public var listenerCount: Int {
        lock.withLock { listeners.count }
    }

    public func changes() -> AsyncStream<FeedChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: FeedChange.self)
        let id = UUID()
        lock.withLock { listeners[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            self.lock.withLock { _ = self.listeners.removeValue(forKey: id) }
        }
        return stream
    }

    /// Tells every listener about `change`.
    public func push(_ change: FeedChange) {
        for listener in lock.withLock({ Array(listeners.values) }) {
            listener.yield(change)
        }
    }
}
