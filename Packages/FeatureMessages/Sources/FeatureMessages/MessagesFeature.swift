/// The Messages feature's public entry point: the view models any front end drives.
public enum MessagesFeature {
    /// The list of messages items (the feature's root screen).
    @MainActor public static func makeViewModel(
        dependencies: MessagesDependencies,
        onEvent: @escaping @MainActor (MessagesEvent) -> Void
    ) -> MessagesViewModel {
        MessagesViewModel(dependencies: dependencies, onEvent: onEvent)
    }
}

/// What the feature asks the shell to do elsewhere; the shell maps each event to a route.
public enum MessagesEvent: Equatable, Sendable {
    case openItem(id: Int)
}
