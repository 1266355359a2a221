import FeatureSaved

/// Dependencies whose every port reports a call the test did not expect (isowords' test values):
/// a test starts from these and replaces only the ports it means to use, so it states exactly
/// what the code under test may touch. Tests pass `{ Issue.record(Comment(rawValue: $0)) }`.
extension SavedDependencies {
    public static func unimplemented(report: @escaping @Sendable (String) -> Void) -> SavedDependencies {
        SavedDependencies(
            posts: UnimplementedSavedPosts(report: report),
            changes: UnimplementedSavedChanges(report: report),
            analytics: UnimplementedSavedAnalytics(report: report))
    }
}

/// A saved-posts source that reports any call.
public struct UnimplementedSavedPosts: SavedPostsSource {
    let report: @Sendable (String) -> Void

    public func savedPosts(after cursor: SavedCursor?, limit: Int) async throws(SavedPostsError)
        -> [SavedPost]
    {
        report("SavedPostsSource.savedPosts was called, but this test did not expect it")
        throw .unavailable("not implemented in this test")
    }

    public func saved(among postIDs: [Int]) async throws(SavedPostsError) -> Set<Int> {
        report("SavedPostsSource.saved(among:) was called, but this test did not expect it")
        throw .unavailable("not implemented in this test")
    }

    public func setSaved(_ saved: Bool, postID: Int) async throws(SavedPostsError) {
        report("SavedPostsSource.setSaved was called, but this test did not expect it")
        throw .unavailable("not implemented in this test")
    }
}

/// Changes that report being listened to, and never change.
public struct UnimplementedSavedChanges: SavedChanges {
    let report: @Sendable (String) -> Void

    public func changes() -> AsyncStream<SavedChange> {
        report("SavedChanges.changes() was called, but this test did not expect it")
        return AsyncStream { $0.finish() }
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
