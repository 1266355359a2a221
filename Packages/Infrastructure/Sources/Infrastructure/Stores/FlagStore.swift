import Foundation

/// Stored ("remote", shared by a team on PostgreSQL) feature-flag values, by flag name.
/// It holds only values someone set; defaults are the caller's (see `FeatureFlags`).
public protocol FlagStore: Sendable {
    /// Every stored value.
    func storedFlags() async throws -> [String: Bool]
    /// Stores a value for a flag, replacing any previous one.
    func setStoredFlag(_ name: String, to value: Bool) async throws
    /// Removes a stored value, so the default applies again. No error if none was stored.
    func clearStoredFlag(_ name: String) async throws
}
