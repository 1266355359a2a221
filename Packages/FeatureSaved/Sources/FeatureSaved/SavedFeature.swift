/// The Saved feature's public entry point: the view models any front end drives.
public enum SavedFeature {
    /// The person's saved posts (the feature's root screen).
    public static func makeViewModel(
        dependencies: SavedDependencies, pageSize: Int = SavedViewModel.defaultPageSize,
        onEvent: @escaping (SavedEvent) -> Void
    ) -> SavedViewModel {
        SavedViewModel(dependencies: dependencies, pageSize: pageSize, onEvent: onEvent)
    }
}

/// What the feature asks the shell to do elsewhere; the shell maps each event to a route.
public enum SavedEvent: Equatable, Sendable {
    /// The person wants to read the post (the feed's `mosaic://post/<id>`).
    case openPost(id: Int)
}
