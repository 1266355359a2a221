import FeatureSettings
import Foundation

/// A clock whose time passes only when the test says: each wait is held, with the seconds it
/// asked for, until `pass()`. Cancelling a waiting task ends its wait at once, so nothing is left
/// behind when a newer message replaces an older one.
public final class ManualSettingsClock: SettingsClock, @unchecked Sendable {
    // The lock guards `waiters`; that is what makes the unchecked Sendable safe.
    private let lock = NSLock()
    private var waiters: [UUID: (seconds: Double, continuation: CheckedContinuation<Void, Never>)] = [:]

    public init() {}

    /// The seconds each wait now held asked for, shortest first.
    public var waiting: [Double] {
        lock.withLock { waiters.values.map(\.seconds).sorted() }
    }

    /// Lets every held wait end, as if its time had passed.
    public func pass() {
        let held = lock.withLock {
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in held { waiter.continuation.resume() }
    }

    public func wait(seconds: Double) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let endNow = lock.withLock {
                    guard !Task.isCancelled else { return true }
                    waiters[id] = (seconds, continuation)
                    return false
                }
                if endNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.continuation.resume()
        }
    }
}
