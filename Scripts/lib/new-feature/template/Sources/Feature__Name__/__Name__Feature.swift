/// The __Name__ feature's public entry point: the view models any front end drives.
public enum __Name__Feature {
    /// The list of __name__ items (the feature's root screen).
    public static func makeViewModel(
        dependencies: __Name__Dependencies,
        onEvent: @escaping (__Name__Event) -> Void
    ) -> __Name__ViewModel {
        __Name__ViewModel(dependencies: dependencies, onEvent: onEvent)
    }
}

/// What the feature asks the shell to do elsewhere; the shell maps each event to a route.
public enum __Name__Event: Equatable, Sendable {
    case openItem(id: Int)
}
