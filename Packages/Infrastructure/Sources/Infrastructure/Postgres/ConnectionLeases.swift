import Foundation
import PostgresNIO

/// The pool's connections: at most `maximum` open at once, each opened by `open` (so by
/// `PostgresConnector.connect`, through the sign-in guard, like every other connection Mosaic
/// makes: PostgresNIO's own pool opens its sockets itself, where nothing can watch the
/// sign-in), reused while healthy, closed after a minute unused. A request that finds every
/// connection busy waits its turn, for as long as its caller's time limit lets it.
actor ConnectionLeases {
    private let open: @Sendable () async throws -> PostgresConnection
    private let maximum: Int
    private let idleLimit: Duration
    private var idle: [(connection: PostgresConnection, since: ContinuousClock.Instant)] = []
    /// Connections open, being opened or lent.
    private var count = 0
    private var waiting: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextID: UInt64 = 0
    private var closed = false

    init(
        maximum: Int, idleLimit: Duration = .seconds(60),
        open: @escaping @Sendable () async throws -> PostgresConnection
    ) {
        self.maximum = max(1, maximum)
        self.idleLimit = idleLimit
        self.open = open
    }

    /// Stores dropped without `close()` still close their connections (PostgresNIO asserts,
    /// in debug builds, that none is let go open): each is kept alive until its close is done.
    deinit {
        for (connection, _) in idle {
            connection.close().whenComplete { _ in withExtendedLifetime(connection) {} }
        }
    }

    /// A connection of one's own until `release`.
    func lease() async throws -> PostgresConnection {
        while true {
            guard !closed else { throw LeasesClosed() }
            closeIdle(olderThan: idleLimit)
            while let (connection, _) = idle.popLast() {
                if !connection.isClosed { return connection }
                count -= 1
            }
            if count < maximum {
                count += 1
                do {
                    return try await open()
                } catch {
                    count -= 1
                    wakeOne()
                    throw error
                }
            }
            try await waitForTurn()
        }
    }

    /// Gives a connection back: kept for the next request when `reusable` (its request ended
    /// normally), else closed.
    func release(_ connection: PostgresConnection, reusable: Bool) {
        if closed || !reusable || connection.isClosed {
            count -= 1
            Task { try? await connection.close() }
        } else {
            idle.append((connection, ContinuousClock.now))
        }
        wakeOne()
    }

    /// Closes the unused connections (after an outage they are dead); lent ones close when
    /// given back.
    func closeIdle() {
        closeIdle(olderThan: .zero)
    }

    /// No more leases: unused connections close now, lent ones when given back, and every
    /// request still waiting fails.
    func close() {
        closed = true
        closeIdle(olderThan: .zero)
        let waiters = waiting
        waiting = []
        for waiter in waiters { waiter.continuation.resume(throwing: LeasesClosed()) }
    }

    private func closeIdle(olderThan age: Duration) {
        let now = ContinuousClock.now
        let (stale, fresh) = (idle.filter { now - $0.since >= age }, idle.filter { now - $0.since < age })
        idle = fresh
        count -= stale.count
        for (connection, _) in stale {
            Task { try? await connection.close() }
        }
    }

    private func waitForTurn() async throws {
        let id = nextID
        nextID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiting.append((id, continuation))
                }
            }
        } onCancel: {
            Task { await self.cancelWait(id) }
        }
    }

    private func cancelWait(_ id: UInt64) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        waiting.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    private func wakeOne() {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst().continuation.resume()
    }
}

/// The stores were closed.
struct LeasesClosed: Error {}
