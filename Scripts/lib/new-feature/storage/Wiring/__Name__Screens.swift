import AppCore
import Feature__Name__

/// The __Name__ feature's screens on dependencies other than the app's services (its preview's
/// fakes, in `MosaicPreview`), built by the same builder as the live ones; its questions are
/// asked in the shell's sheets.
package enum __Name__Screens {
    @MainActor package static func screens(
        on dependencies: @escaping @MainActor (any __Name__Prompt) -> __Name__Dependencies
    ) -> any ScreenBuilder {
        __Name__ScreenBuilder { dependencies(__Name__Sheets(sheets: $0)) }
    }
}
