import FeatureProfile

/// What the profile's events ask of the shell: both lead into other features, so both are said
/// as `ProfileOutgoing` and redirected in `OutgoingRoutes`.
enum ProfileEvents {
    static func actions(for event: ProfileEvent) -> [FeatureAction] {
        switch event {
        case .openPost(let id): [OutgoingRoutes.action(for: ProfileOutgoing.post(id: id))]
        case .signIn: [OutgoingRoutes.action(for: ProfileOutgoing.signIn)]
        }
    }
}

/// Where the profile wants to go outside itself.
enum ProfileOutgoing: Equatable {
    /// One of the person's posts, in full.
    case post(id: Int)
    /// Somewhere to sign in.
    case signIn
}
