import Foundation

/// Slows down guessing: each failed sign-in from the same client waits longer before its answer
/// (half a second, then doubling, at most eight), and a success forgets the failures. A client
/// is its address when the server knows it, else its session.
@MainActor
final class LoginThrottle {
    private var failures: [String: (count: Int, last: Date)] = [:]
    private let now: @Sendable () -> Date
    /// Failures older than this are forgotten.
    static let memory: TimeInterval = 15 * 60
    static let firstDelay: Duration = .milliseconds(500)
    static let longestDelay: Duration = .seconds(8)
    /// Clients remembered at most (the oldest go first).
    static let clientLimit = 10_000

    init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    /// Counts a failure for `client` and returns how long its answer waits.
    func delay(afterFailureOf client: String) -> Duration {
        let moment = now()
        var entry = failures[client] ?? (0, moment)
        if moment.timeIntervalSince(entry.last) > Self.memory { entry.count = 0 }
        entry.count += 1
        entry.last = moment
        failures[client] = entry
        if failures.count > Self.clientLimit { forgetOldest() }
        let doublings = min(entry.count - 1, 4)
        return min(Self.firstDelay * (1 << doublings), Self.longestDelay)
    }

    func succeeded(_ client: String) {
        failures.removeValue(forKey: client)
    }

    private func forgetOldest() {
        let cutoff = now().addingTimeInterval(-Self.memory)
        failures = failures.filter { $0.value.last > cutoff }
        while failures.count > Self.clientLimit,
            let oldest = failures.min(by: { $0.value.last < $1.value.last })
        {
            failures.removeValue(forKey: oldest.key)
        }
    }
}
