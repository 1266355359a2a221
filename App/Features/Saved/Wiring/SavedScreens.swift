import AppCore
import FeatureSaved
import Foundation

/// The saved list's screens on dependencies other than the app's services (the preview's fakes, in
/// `MosaicPreview`), built by the same builder as the live ones.
package enum SavedScreens {
    /// Its screen on other dependencies (the preview's fakes).
    @MainActor package static func screens(
        now: @escaping @Sendable () -> Date, on dependencies: @escaping @MainActor () -> SavedDependencies
    ) -> any ScreenBuilder {
        SavedScreenBuilder(dependencies: dependencies, now: now)
    }

    /// `b` and its mark on other stores (the preview's fakes).
    package static func contributions(
        posts: any SavedPostsSource, changes: any SavedChanges
    ) -> Contributions {
        SavedContribution.save(posts: posts, changes: changes)
    }
}
