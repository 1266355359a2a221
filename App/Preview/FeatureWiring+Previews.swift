import MosaicShell

extension FeatureWiring {
    /// Each feature of `catalog` alone on its own fakes (`AppPreviews.all`); with `previewing`,
    /// only that one's screens are built.
    @MainActor public static func fakes(catalog: FeatureCatalog = .app, previewing: String? = nil)
        -> FeatureWiring
    {
        fakes(catalog: catalog, previews: AppPreviews.all, previewing: previewing)
    }
}
