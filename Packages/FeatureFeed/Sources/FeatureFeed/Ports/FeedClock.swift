import Foundation

/// The current time, so post ages ("5m", "3h") are testable.
public protocol FeedClock: Sendable {
    func now() -> Date
}
