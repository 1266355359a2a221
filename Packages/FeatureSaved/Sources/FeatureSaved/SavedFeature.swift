/// The Saved feature's public entry point: the view models any front end drives.
public enum SavedFeature {
    /// The list of saved items (the feature's root screen).
    @MainActor public static func makeViewModel(
        dependencies: SavedDependencies,
        onEvent: @escaping @MainActor (SavedEvent) -> Void
    ) -> SavedViewModel {
        SavedViewModel(dependencies: dependencies, onEvent: onEvent)
    }
}

/// What the feature asks the shell to do elsewhere; the shell maps each event to a route.
public enum SavedEvent: Equatable, Sendable {
    case openItem(id: Int)
}
