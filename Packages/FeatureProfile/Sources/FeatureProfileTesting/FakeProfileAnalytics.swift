import FeatureProfile
import Foundation

/// One analytics event as the fake recorded it.
public struct TrackedProfileEvent: Equatable, Sendable {
    public var name: String
    public var properties: [String: String]

    public init(name: String, properties: [String: String]) {
        self.name = name
        self.properties = properties
    }
}

/// Records events in memory. A lock guards the list because `track` is called from any context.
public final class RecordingProfileAnalytics: ProfileAnalytics, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [TrackedProfileEvent] = []

    public init() {}

    public var events: [TrackedProfileEvent] {
        lock.withLock { recorded }
    }

    public var eventNames: [String] {
        events.map(\.name)
    }

    public func track(_ event: String, properties: [String: String]) {
        lock.withLock { recorded.append(TrackedProfileEvent(name: event, properties: properties)) }
    }
}

/// A fixed answer to "may we send analytics?".
public struct FakeProfileConsent: ProfileConsent {
    public var allowed: Bool

    public init(allowed: Bool) {
        self.allowed = allowed
    }

    public func analyticsAllowed() async -> Bool {
        allowed
    }
}
