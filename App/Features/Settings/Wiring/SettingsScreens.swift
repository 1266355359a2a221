import AppCore
import FeatureSettings

/// The settings' screens on dependencies other than the app's services (the preview's fakes, in
/// `MosaicPreview`), built by the same builder as the live ones.
package enum SettingsScreens {
    /// Its screens on other dependencies (the preview's fakes), asking with the shell's sheets.
    @MainActor package static func screens(
        on dependencies: @escaping @MainActor (SheetHost) -> SettingsDependencies
    ) -> any ScreenBuilder {
        SettingsScreenBuilder(dependencies: dependencies)
    }
}
