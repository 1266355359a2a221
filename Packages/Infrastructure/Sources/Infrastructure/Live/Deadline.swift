import Foundation

/// Runs work with a time limit that holds even when the work ignores cancellation (a query on
/// a connection whose server vanished): at the limit the caller gets `onTimeout()` at once and
/// the work is cancelled and left to end by itself. The caller's own cancellation ends the wait
/// the same way, with `CancellationError`.
enum Deadline {
    static func run<T: Sendable>(
        within limit: Duration, onTimeout: @escaping @Sendable () -> any Error,
        _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let start = ContinuousClock.now
        return try await run(quietFor: limit, lastHeard: { start }, onTimeout: onTimeout, work)
    }

    /// Runs work until nothing has been heard for `limit`: `lastHeard` says when the work's
    /// source last spoke (a connection that is busy sending something else first is alive, and
    /// its answer is on its way), counted from the work's start at the earliest.
    static func run<T: Sendable>(
        quietFor limit: Duration, lastHeard: @escaping @Sendable () -> ContinuousClock.Instant,
        onTimeout: @escaping @Sendable () -> any Error, _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let start = ContinuousClock.now
        let race = Race<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.begin(continuation)
                let worker = Task {
                    do {
                        race.finish(.success(try await work()))
                    } catch {
                        race.finish(.failure(error))
                    }
                }
                let timer = Task {
                    while !Task.isCancelled {
                        let due = max(lastHeard(), start) + limit
                        guard ContinuousClock.now < due else {
                            race.finish(.failure(onTimeout()))
                            return
                        }
                        try? await Task.sleep(until: due, clock: .continuous)
                    }
                }
                race.attach(worker: worker, timer: timer)
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }
}

extension Deadline {
    /// `work`'s outcome, unless `check` throws first (it never returns otherwise); the other
    /// is cancelled.
    static func first<T: Sendable>(
        _ work: @escaping @Sendable () async throws -> T,
        unless check: @escaping @Sendable () async throws -> Never
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await work() }
            group.addTask { try await check() }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }
}

/// The first outcome wins; the loser's task is cancelled.
private final class Race<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var early: Result<T, any Error>?
    private var worker: Task<Void, Never>?
    private var timer: Task<Void, Never>?
    private var done = false

    func begin(_ continuation: CheckedContinuation<T, any Error>) {
        let early: Result<T, any Error>? = lock.withLock {
            guard let early = self.early else {
                self.continuation = continuation
                return nil
            }
            return early
        }
        if let early { continuation.resume(with: early) }
    }

    func attach(worker: Task<Void, Never>, timer: Task<Void, Never>) {
        let finished = lock.withLock {
            self.worker = worker
            self.timer = timer
            return done
        }
        if finished {
            worker.cancel()
            timer.cancel()
        }
    }

    func finish(_ result: Result<T, any Error>) {
        let (continuation, worker, timer):
            (CheckedContinuation<T, any Error>?, Task<Void, Never>?, Task<Void, Never>?) =
                lock.withLock {
                    guard !done else { return (nil, nil, nil) }
                    done = true
                    let taken = self.continuation
                    self.continuation = nil
                    if taken == nil { early = result }
                    return (taken, self.worker, self.timer)
                }
        worker?.cancel()
        timer?.cancel()
        continuation?.resume(with: result)
    }
}
