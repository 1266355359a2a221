/// The Messages feature's public entry point: the view models any front end drives.
public enum MessagesFeature {
    /// The most a message holds, in characters (the database enforces it too).
    public static let maximumLength = 2_000

    /// The person's conversations (the feature's root screen).
    public static func makeConversations(
        dependencies: MessagesDependencies, onEvent: @escaping (MessagesEvent) -> Void
    ) -> ConversationsViewModel {
        ConversationsViewModel(dependencies: dependencies, onEvent: onEvent)
    }

    /// One conversation, with the person of this handle.
    public static func makeConversation(
        with handle: String, dependencies: MessagesDependencies
    ) -> ConversationViewModel {
        ConversationViewModel(handle: handle, dependencies: dependencies)
    }
}

/// What the feature asks the shell to do elsewhere; the shell maps each event to a route.
public enum MessagesEvent: Equatable, Sendable {
    case openConversation(handle: String)
}
