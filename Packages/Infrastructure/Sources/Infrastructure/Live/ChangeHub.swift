import Foundation

/// Hands every event to every current subscriber, each through an `AsyncStream` of its own
/// (an `AsyncStream` has one consumer; the app has several screens listening). The source
/// (a PostgreSQL listener, an SQLite watcher) starts with the first subscriber and stops when
/// the stores close.
final class ChangeHub: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [UUID: AsyncStream<StoreEvent>.Continuation] = [:]
    private var start: (@Sendable (ChangeHub) -> Void)?
    private var stop: (@Sendable () async -> Void)?
    private var closed = false

    /// `start` runs once, on the first subscription, and returns how to stop the source.
    init(start: (@Sendable (ChangeHub) -> (@Sendable () async -> Void))? = nil) {
        if let start {
            self.start = { hub in
                let stop = start(hub)
                hub.lock.withLock { hub.stop = stop }
            }
        }
    }

    /// A new stream of every event from now on. Buffers the newest 1,000 events for a slow
    /// reader; finishes when the stores close.
    func subscribe() -> AsyncStream<StoreEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: StoreEvent.self, bufferingPolicy: .bufferingNewest(1_000))
        let id = UUID()
        let startNow: (@Sendable (ChangeHub) -> Void)? = lock.withLock {
            guard !closed else {
                continuation.finish()
                return nil
            }
            subscribers[id] = continuation
            let pending = start
            start = nil
            return pending
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = lock.withLock { subscribers.removeValue(forKey: id) }
        }
        startNow?(self)
        return stream
    }

    /// Sends to every subscriber.
    func send(_ event: StoreEvent) {
        let current = lock.withLock { Array(subscribers.values) }
        for continuation in current { continuation.yield(event) }
    }

    /// Stops the source and finishes every stream. Safe to call more than once.
    func close() async {
        let (stop, current) = lock.withLock {
            closed = true
            start = nil
            let result = (self.stop, Array(subscribers.values))
            self.stop = nil
            subscribers = [:]
            return result
        }
        await stop?()
        for continuation in current { continuation.finish() }
    }
}
