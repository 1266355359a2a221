import Foundation

/// Changes a test pushes by hand (`send`), as another window or the team's owner would make
/// them. Every stream handed out gets every change sent after it was made; `listeners` says how
/// many are listening now, so a test can wait for a screen to start listening before it sends.
/// A feature's fake changes source is this for its own kind of change (a copy in each feature's
/// Testing module: packages never import each other, Scripts/boundaries/copies.txt).
public final class ChangesSentByHand<Change: Sendable>: @unchecked Sendable {
    // The lock guards `continuations`; that is what makes the unchecked Sendable safe.
    private let lock = NSLock()
    private var continuations: [UUID: AsyncStream<Change>.Continuation] = [:]

    public init() {}

    public func changes() -> AsyncStream<Change> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Change.self)
        continuation.onTermination = { [weak self] _ in
            self?.lock.withLock { _ = self?.continuations.removeValue(forKey: id) }
        }
        lock.withLock { continuations[id] = continuation }
        return stream
    }

    /// How many streams are being listened to now.
    public var listeners: Int {
        lock.withLock { continuations.count }
    }

    /// Hands a change to every listener.
    public func send(_ change: Change) {
        for continuation in lock.withLock({ Array(continuations.values) }) { continuation.yield(change) }
    }

    /// Ends every stream, as a source that has no more changes does.
    public func finish() {
        for continuation in lock.withLock({ Array(continuations.values) }) { continuation.finish() }
    }
}
