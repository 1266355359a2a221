import AppCore
import FeatureSaved
import FeatureSavedTesting
import MosaicShell

/// The saved list on its own fakes for `mosaic-preview saved`, and `b` on the other previews'
/// posts: one set of saved posts for the session, so what `b` saves in the preview's feed is in
/// the preview's saved list.
struct SavedPreview: FeaturePreview {
    let name = "saved"

    @MainActor func screens() -> any ScreenBuilder {
        let kept = SavedPreviewPosts.shared
        return SavedScreens.screens(
            now: { SampleSaved.now },
            on: {
                SavedDependencies(
                    posts: kept.posts, changes: kept.changes, analytics: RecordingSavedAnalytics())
            })
    }

    @MainActor func contributions() -> Contributions {
        let kept = SavedPreviewPosts.shared
        return SavedScreens.contributions(posts: kept.posts, changes: kept.changes)
    }
}

/// The preview's saved posts, one set for the session.
@MainActor
enum SavedPreviewPosts {
    static let shared = (
        posts: InMemorySavedPosts(acceptsAnyPost: true, changes: changes), changes: changes
    )
    private static let changes = SavedChangesFeed()
}
