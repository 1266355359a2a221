/// The Profile feature's public entry point: the shell asks it for a screen and listens for events.
public enum ProfileFeature {
    /// Builds the profile screen for `subject`; user intents that leave the feature arrive in `onEvent`.
    @MainActor public static func makeProfileScreen(
        subject: ProfileSubject,
        dependencies: ProfileDependencies,
        onEvent: @escaping @MainActor (ProfileEvent) -> Void
    ) -> ProfileScreen {
        let viewModel = ProfileViewModel(subject: subject, dependencies: dependencies, onEvent: onEvent)
        return ProfileScreen(viewModel: viewModel)
    }
}

/// Whose profile to show: the signed-in person, or anyone by id.
public enum ProfileSubject: Equatable, Sendable {
    case me
    case person(id: Int)
}

/// What the profile asks the shell to do, because it leaves this feature.
public enum ProfileEvent: Equatable, Sendable {
    case openPost(id: Int)
    case signIn
}
