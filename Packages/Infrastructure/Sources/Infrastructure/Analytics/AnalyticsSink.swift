import Foundation

/// Something the user did, worth counting. Properties are plain strings on purpose: no
/// feature types leak into analytics.
public struct AnalyticsEvent: Sendable, Equatable, Codable {
    public var name: String
    public var properties: [String: String]
    public var timestamp: Date

    public init(name: String, properties: [String: String] = [:], timestamp: Date = Date()) {
        self.name = name
        self.properties = properties
        self.timestamp = timestamp
    }
}

/// Where analytics events go. `record` must return at once (it is called from the UI);
/// `flush` waits until everything recorded so far is written, for a clean exit.
public protocol AnalyticsSink: Sendable {
    func record(_ event: AnalyticsEvent)
    func flush() async
}

/// Drops every event.
public struct NoAnalyticsSink: AnalyticsSink {
    public init() {}
    public func record(_ event: AnalyticsEvent) {}
    public func flush() async {}
}

/// Respects the user's opt-out: asks `isOptedOut` at each event (so a change applies at once)
/// and drops the event when it says yes.
public struct OptOutAnalyticsSink: AnalyticsSink {
    private let wrapped: any AnalyticsSink
    private let isOptedOut: @Sendable () -> Bool

    public init(wrapping sink: any AnalyticsSink, isOptedOut: @escaping @Sendable () -> Bool) {
        self.wrapped = sink
        self.isOptedOut = isOptedOut
    }

    /// Opted out when the stored preferences say so, or when they cannot be read (the safe side).
    public init(wrapping sink: any AnalyticsSink, preferences: any PreferencesStore) {
        self.init(wrapping: sink) { (try? preferences.load().analyticsOptOut) ?? true }
    }

    public func record(_ event: AnalyticsEvent) {
        guard !isOptedOut() else { return }
        wrapped.record(event)
    }

    public func flush() async {
        await wrapped.flush()
    }
}
