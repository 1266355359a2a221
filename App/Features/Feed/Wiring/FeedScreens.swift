import AppCore
import FeatureFeed

/// The feed's screens on dependencies other than the app's services (the preview's fakes, in
/// `MosaicPreview`), built by the same builder as the live ones.
package enum FeedScreens {
    /// Its screens on other dependencies (the preview's fakes), asking with the shell's sheets.
    @MainActor package static func screens(
        on dependencies: @escaping @MainActor (any FeedPrompt) -> FeedDependencies
    ) -> any ScreenBuilder {
        FeedScreenBuilder { dependencies(FeedSheets(sheets: $0)) }
    }
}
