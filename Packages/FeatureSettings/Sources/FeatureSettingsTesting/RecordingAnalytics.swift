import FeatureSettings
import Foundation

/// Remembers every tracked event so tests can check what was (and was not) sent.
public final class RecordingAnalytics: SettingsAnalytics, @unchecked Sendable {
    // The lock guards `recorded`; that is what makes the unchecked Sendable safe.
    private let lock = NSLock()
    private var recorded: [TrackedEvent] = []

    public init() {}

    public var events: [TrackedEvent] {
        lock.withLock { recorded }
    }

    public func track(_ event: String, properties: [String: String]) {
        lock.withLock { recorded.append(TrackedEvent(name: event, properties: properties)) }
    }
}

/// One event a RecordingAnalytics saw.
public struct TrackedEvent: Equatable, Sendable {
    public var name: String
    public var properties: [String: String]

    public init(name: String, properties: [String: String]) {
        self.name = name
        self.properties = properties
    }
}
