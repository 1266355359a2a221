import FeatureSaved
import Foundation

/// Changes a test sends by hand (or the in-memory store sends as it changes), to every stream
/// asked for since: another window's saves, an author's delete.
public final class SavedChangesFeed: SavedChanges, @unchecked Sendable {
    /// Guards `listeners`: changes are sent from any task.
    private let lock = NSLock()
    private var listeners: [UUID: AsyncStream<SavedChange>.Continuation] = [:]

    public init() {}

    public func changes() -> AsyncStream<SavedChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: SavedChange.self)
        let id = UUID()
        lock.withLock { listeners[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = lock.withLock { listeners.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many streams are open now (a test waits for its screen to listen).
    public var listenerCount: Int { lock.withLock { listeners.count } }

    public func send(_ change: SavedChange) {
        for listener in lock.withLock({ Array(listeners.values) }) { listener.yield(change) }
    }
}
