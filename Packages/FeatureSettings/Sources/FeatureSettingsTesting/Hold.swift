import Foundation

/// Holds a fake's answers until the test lets them through, so a test can look at a screen
/// while its work is in flight and then finish it. Cancelling a held call's task ends its wait at
/// once (the call then fails, as a cancelled call does), so nothing waits on a clock.
public final class Hold: @unchecked Sendable {
    // The lock guards `isOpen` and `waiters`; that is what makes the unchecked Sendable safe.
    private let lock = NSLock()
    private var isOpen: Bool
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

    /// A closed hold keeps every call waiting until `open()`.
    public init(open: Bool = false) {
        isOpen = open
    }

    /// Lets every waiting call through, and every later one until `close()`.
    public func open() {
        let waiting = lock.withLock {
            isOpen = true
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in waiting { waiter.resume() }
    }

    /// Makes later calls wait again.
    public func close() {
        lock.withLock { isOpen = false }
    }

    /// How many calls are waiting now.
    public var waiting: Int {
        lock.withLock { waiters.count }
    }

    /// Waits until the hold is open; false when the waiting task was cancelled instead.
    func pass() async -> Bool {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let goNow = lock.withLock {
                    guard !isOpen, !Task.isCancelled else { return true }
                    waiters[id] = continuation
                    return false
                }
                if goNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume()
        }
        return !Task.isCancelled
    }
}
