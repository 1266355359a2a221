import AppCore

/// One feature on its own in-memory fakes and sample data, for `mosaic-preview`: written in the
/// feature's `App/Features/<Name>/Preview/`, built into the `MosaicPreview` module and never into
/// the app, so the `mosaic` binary links no feature's `Testing` module (its fakes).
public protocol FeaturePreview: Sendable {
    /// The feature it shows, by its plugin's name ("feed").
    var name: String { get }
    /// Its screens on its fakes, made once per session so what the person changes there stays.
    @MainActor func screens() -> any ScreenBuilder
    /// What it does to other features' posts and people, on the same fakes.
    @MainActor func contributions() -> Contributions
}

extension FeaturePreview {
    @MainActor public func contributions() -> Contributions { .none }
}
