/// The Profile feature's public entry point: a front end asks it for the profile's view model
/// and listens for the events that leave the feature.
public enum ProfileFeature {
    /// The flag that marks newcomers "new" for their first month (off: no such badge).
    public static let newBadgeFlag = "profile.new_badge"

    /// The view model for `subject`'s profile; intents that leave the feature arrive in `onEvent`.
    public static func makeProfileViewModel(
        subject: ProfileSubject,
        dependencies: ProfileDependencies,
        onEvent: @escaping (ProfileEvent) -> Void
    ) -> ProfileViewModel {
        ProfileViewModel(subject: subject, dependencies: dependencies, onEvent: onEvent)
    }
}

/// Whose profile to show: the signed-in person, or anyone by id.
public enum ProfileSubject: Equatable, Sendable {
    case me
    case person(id: Int)
}

/// What the profile asks the front end to do, because it leaves this feature.
public enum ProfileEvent: Equatable, Sendable {
    case openPost(id: Int)
    case signIn
}
