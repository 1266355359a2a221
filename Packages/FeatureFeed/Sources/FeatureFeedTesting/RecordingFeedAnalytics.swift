import FeatureFeed
import Foundation

/// Keeps every tracked event so tests can read them back.
public final class RecordingFeedAnalytics: FeedAnalytics, @unchecked Sendable {
    /// One tracked event.
    public struct Event: Equatable, Sendable {
        public var name: String
        public var properties: [String: String]

        public init(_ name: String, _ properties: [String: String] = [:]) {
            self.name = name
            self.properties = properties
        }
    }

    // The lock guards `recorded`: track is called from any task.
    private let lock = NSLock()
    private var recorded: [Event] = []

    public init() {}

    public var events: [Event] {
        lock.withLock { recorded }
    }

    public func track(_ event: String, properties: [String: String]) {
        lock.withLock { recorded.append(Event(event, properties)) }
    }
}
