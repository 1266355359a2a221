import FeatureSaved

/// Dependencies whose every port reports a call the test did not expect (isowords' test values):
/// a test starts from these and replaces only the ports it means to use, so it states exactly
/// what the code under test may touch. Tests pass `{ Issue.record(Comment(rawValue: $0)) }`.
extension SavedDependencies {
    public static func unimplemented(report: @escaping @Sendable (String) -> Void) -> SavedDependencies {
        SavedDependencies(
            items: UnimplementedSavedItems(report: report),
            analytics: UnimplementedSavedAnalytics(report: report))
    }
}

/// An items source that reports any call.
public struct UnimplementedSavedItems: SavedItemsSource {
    let report: @Sendable (String) -> Void

    public func items() async throws(SavedItemsError) -> [SavedItem] {
        report("SavedItemsSource.items() was called, but this test did not expect it")
        throw .unavailable("not implemented in this test")
    }
}

/// Analytics that reports any call.
public struct UnimplementedSavedAnalytics: SavedAnalytics {
    let report: @Sendable (String) -> Void

    public func analyticsAllowed() async -> Bool {
        report("SavedAnalytics.analyticsAllowed() was called, but this test did not expect it")
        return false
    }

    public func track(_ event: String, properties: [String: String]) {
        report("SavedAnalytics.track(\(event)) was called, but this test did not expect it")
    }
}
