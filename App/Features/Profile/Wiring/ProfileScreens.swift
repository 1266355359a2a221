import AppCore
import FeatureProfile

/// The profile's screens on dependencies other than the app's services (the preview's fakes, in
/// `MosaicPreview`), built by the same builder as the live ones.
package enum ProfileScreens {
    /// Its screens on other dependencies (the preview's fakes), asking with the shell's sheets.
    @MainActor package static func screens(
        on dependencies: @escaping @MainActor (any ProfilePrompt) -> ProfileDependencies
    ) -> any ScreenBuilder {
        ProfileScreenBuilder { dependencies(ProfileSheets(sheets: $0)) }
    }
}
