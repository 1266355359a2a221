import Foundation
import Observation

/// Waits for the next change of what `reading` reads (Observation), or for the task to be
/// cancelled, whichever comes first: how a screen follows its model without being drawn. A
/// screen that went must not leave a task waiting for a change that may never come.
@MainActor
public func nextChange(of reading: @escaping @MainActor () -> Void) async {
    let once = ResumeOnce()
    await withTaskCancellationHandler {
        await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
            once.set(changed)
            withObservationTracking(reading) { once.resume() }
        }
    } onCancel: {
        once.resume()
    }
    // Observation tells before the change is made: this returns once it has been.
    await Task.yield()
}

/// Calls `changed` after every change of what `reading` reads, until the task is cancelled: a
/// screen following its model while it is shown.
@MainActor
public func everyChange(of reading: @escaping @MainActor () -> Void, _ changed: @MainActor () -> Void) async {
    while !Task.isCancelled {
        await nextChange(of: reading)
        guard !Task.isCancelled else { return }
        changed()
    }
}

/// A continuation resumed once, whoever asks first (the change or the cancellation).
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var resumed = false

    func set(_ continuation: CheckedContinuation<Void, Never>) {
        let resumeNow = lock.withLock {
            if resumed { return true }
            self.continuation = continuation
            return false
        }
        if resumeNow { continuation.resume() }
    }

    func resume() {
        let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
            guard !resumed else { return nil }
            resumed = true
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume()
    }
}
