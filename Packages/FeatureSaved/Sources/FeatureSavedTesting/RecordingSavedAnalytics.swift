import FeatureSaved
import Foundation

/// Analytics that remembers every event it was given, with a consent switch.
public final class RecordingSavedAnalytics: SavedAnalytics, @unchecked Sendable {
    /// Guards `recorded`: track is called from any task.
    private let lock = NSLock()
    private var recorded: [(name: String, properties: [String: String])] = []
    private let allowed: Bool

    public init(allowed: Bool = true) {
        self.allowed = allowed
    }

    public var events: [String] {
        lock.withLock { recorded.map(\.name) }
    }

    public var lastProperties: [String: String]? {
        lock.withLock { recorded.last?.properties }
    }

    public func analyticsAllowed() async -> Bool {
        allowed
    }

    public func track(_ event: String, properties: [String: String]) {
        lock.withLock { recorded.append((event, properties)) }
    }
}
