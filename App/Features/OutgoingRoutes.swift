/// The one place that knows two features at once: where each feature's outgoing wish leads in
/// another feature. A feature says what it wants ("the author 42"); only this file says that is
/// the Profile feature's screen.
enum OutgoingRoutes {
    static func action(for wish: FeedOutgoing) -> FeatureAction {
        switch wish {
        case .author(let id): .push(ProfileRoute.person(id: id).route)
        case .signIn: .show(SettingsRoute.signIn.route)
        }
    }

    static func action(for wish: ProfileOutgoing) -> FeatureAction {
        switch wish {
        case .post(let id): .push(FeedRoute.post(id: id).route)
        case .signIn: .show(SettingsRoute.signIn.route)
        }
    }

    /// The web header's account link: the signed-in person's own profile.
    static let ownProfile = ProfileRoute.me.route
    /// Where the web header sends a person who is not signed in: the sign-in form itself.
    static let signIn = SettingsRoute.signIn.route
}
