import Foundation
import Infrastructure

// Adapters every feature can use: each feature's folder declares which of its ports they serve
// (`extension SessionAdapter: FeedSession {}`), so this file names no feature.

/// Who is signed in, for every feature that asks. A session file that cannot be read counts as
/// signed out rather than an error on every screen.
struct SessionAdapter: Sendable {
    let session: any SessionStore

    func currentUserID() async -> Int? {
        guard let id = try? session.signedInPersonID() else { return nil }
        return Int(exactly: id)
    }
}

/// The user's consent to analytics. Unreadable preferences mean "not allowed": the safe side.
/// A feature's own choices are its own adapter's (they are declared by its plugin).
struct ConsentAdapter: Sendable {
    let preferences: any PreferencesStore

    func analyticsAllowed() async -> Bool {
        guard let loaded = try? preferences.load() else { return false }
        return !loaded.analyticsOptOut
    }
}

/// Features' analytics calls, recorded on the sink. The sink never blocks (see AnalyticsSink).
struct AnalyticsAdapter: Sendable {
    let sink: any AnalyticsSink
    let now: @Sendable () -> Date

    func track(_ event: String, properties: [String: String]) {
        sink.record(AnalyticsEvent(name: event, properties: properties, timestamp: now()))
    }
}

struct ClockAdapter: Sendable {
    let clock: @Sendable () -> Date

    func now() -> Date { clock() }

    func wait(seconds: Double) async {
        try? await Task.sleep(for: .seconds(seconds))
    }
}

/// Flag values for features, resolved from defaults, the stored table and local overrides.
struct FlagsAdapter: Sendable {
    let flags: FeatureFlags
    let preferences: any PreferencesStore

    func isOn(_ flag: String) async -> Bool {
        let overrides = (try? preferences.load().flagOverrides) ?? [:]
        return await flags.resolve(localOverrides: overrides).isEnabled(flag)
    }
}

/// Ids cross from Int64 (storage) to Int (features); an id that does not fit is treated as
/// missing instead of trapping.
extension Int64 {
    var featureID: Int { Int(truncatingIfNeeded: self) }
}
