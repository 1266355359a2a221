import Foundation

/// The current time, so post ages ("5m", "3h") are testable, and time passing, so a message can
/// leave by itself after a while.
public protocol FeedClock: Sendable {
    func now() -> Date
    /// Returns after `seconds` (or when the task waiting is cancelled).
    func wait(seconds: Double) async
}
