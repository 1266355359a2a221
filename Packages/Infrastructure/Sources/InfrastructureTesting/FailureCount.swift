import Foundation

/// Failures counted from many threads at once (`DispatchQueue.concurrentPerform`).
final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
