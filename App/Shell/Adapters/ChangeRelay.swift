import Infrastructure

/// The store's events as one feature's own changes: each event the feature's mapping turns into
/// a change is passed on, the rest dropped. It ends when the store's stream ends, and stops
/// reading it when the feature stops listening (its screen went).
enum ChangeRelay {
    static func relay<Change: Sendable>(
        _ events: AsyncStream<StoreEvent>, _ change: @escaping @Sendable (StoreEvent) -> Change?
    ) -> AsyncStream<Change> {
        let (stream, continuation) = AsyncStream.makeStream(of: Change.self)
        let relay = Task {
            for await event in events {
                if let change = change(event) { continuation.yield(change) }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in relay.cancel() }
        return stream
    }
}
