import Foundation
import NIOCore
import NIOPosix

/// Runs work with a time limit that holds even when the work ignores cancellation (a query on
/// a connection whose server vanished): at the limit the caller gets `onTimeout()` at once and
/// the work is cancelled and left to end by itself. The caller's own cancellation ends the wait
/// the same way, with `CancellationError`.
///
/// Its timers are an event loop's scheduled tasks: an entry in the loop's queue, cancelled when
/// the work ends, where a `Task.sleep` was a task and a dispatch timer of its own, and the watch
/// (`Watch`) a task group of two more. Every request to a team's database runs within one, and
/// a web node asks the database at every request of a member (issue 40: a session's check took
/// 1.5 ms on a busy machine, most of it hops between threads; a team's reused session was half
/// as fast as without the check).
enum Deadline {
    /// Something to look into while the work runs for longer than `after`: if `check` throws,
    /// the wait ends at once with its error (a server that refuses is said then, not at the
    /// limit); if it returns, the work goes on within its limit.
    struct Watch: Sendable {
        let after: Duration
        let check: @Sendable () async throws -> Void
    }

    static func run<T: Sendable>(
        within limit: Duration, onTimeout: @escaping @Sendable () -> any Error, watching watch: Watch? = nil,
        _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let start = ContinuousClock.now
        return try await run(
            quietFor: limit, lastHeard: { start }, onTimeout: onTimeout, watching: watch, work)
    }

    /// Runs work until nothing has been heard for `limit`: `lastHeard` says when the work's
    /// source last spoke (a connection that is busy sending something else first is alive, and
    /// its answer is on its way), counted from the work's start at the earliest.
    static func run<T: Sendable>(
        quietFor limit: Duration, lastHeard: @escaping @Sendable () -> ContinuousClock.Instant,
        onTimeout: @escaping @Sendable () -> any Error, watching watch: Watch? = nil,
        _ work: @escaping @Sendable () async throws -> T
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
                race.onFinish { worker.cancel() }
                let timeUp = TimeUp(limit: limit, start: start, lastHeard: lastHeard, onTimeout: onTimeout)
                timeUp.arm(race, due: start + limit)
                if let watch { look(race, at: watch) }
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }

    /// The watch's check, started once the work has run for its time.
    private static func look<T: Sendable>(_ race: Race<T>, at watch: Watch) {
        let due = timers.scheduleTask(in: TimeAmount(watch.after)) {
            let looking = Task {
                do {
                    try await watch.check()
                } catch {
                    race.finish(.failure(error))
                }
            }
            race.onFinish { looking.cancel() }
        }
        race.onFinish { due.cancel() }
    }

    /// Where the timers run (their callbacks only finish a race or start a watch's task).
    private static var timers: any EventLoop { MultiThreadedEventLoopGroup.singleton.any() }

    /// The limit's timer: when it fires before anything was heard for `limit`, the time is up;
    /// otherwise it is set again for the new due time.
    private struct TimeUp: Sendable {
        let limit: Duration
        let start: ContinuousClock.Instant
        let lastHeard: @Sendable () -> ContinuousClock.Instant
        let onTimeout: @Sendable () -> any Error

        func arm<T: Sendable>(_ race: Race<T>, due: ContinuousClock.Instant) {
            let scheduled = Deadline.timers.scheduleTask(in: TimeAmount(due - ContinuousClock.now)) {
                let due = max(lastHeard(), start) + limit
                if ContinuousClock.now < due {
                    arm(race, due: due)
                } else {
                    race.finish(.failure(onTimeout()))
                }
            }
            race.onFinish { scheduled.cancel() }
        }
    }
}

extension TimeAmount {
    /// A duration as NIO's, to the nanosecond (none below zero).
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let total = nanoseconds.overflow ? Int64.max : nanoseconds.partialValue &+ attoseconds / 1_000_000_000
        self = .nanoseconds(max(0, total))
    }
}

/// The first outcome wins; what the others were waiting on is cancelled.
private final class Race<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var early: Result<T, any Error>?
    private var cancellations: [@Sendable () -> Void] = []
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

    /// `cancel` is called when the race is over (at once if it is already).
    func onFinish(_ cancel: @escaping @Sendable () -> Void) {
        let finished = lock.withLock {
            if !done { cancellations.append(cancel) }
            return done
        }
        if finished { cancel() }
    }

    func finish(_ result: Result<T, any Error>) {
        let (continuation, cancellations): (CheckedContinuation<T, any Error>?, [@Sendable () -> Void]) =
            lock.withLock {
                guard !done else { return (nil, []) }
                done = true
                let taken = self.continuation
                self.continuation = nil
                if taken == nil { early = result }
                let cancellations = self.cancellations
                self.cancellations = []
                return (taken, cancellations)
            }
        for cancel in cancellations { cancel() }
        continuation?.resume(with: result)
    }
}
