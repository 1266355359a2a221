import AppCore
import FeatureProfileTesting
import Testing

/// Waits as every test of this feature waits (`waitUntil`, in the feature's Testing target): at
/// the limit the test records an issue naming what it waited for, and stops.
@MainActor func eventually(
    _ what: String, within limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () async -> Bool
) async throws {
    try await waitUntil(
        what, limit: limit, report: { Issue.record(Comment(rawValue: $0), sourceLocation: sourceLocation) },
        condition)
}
