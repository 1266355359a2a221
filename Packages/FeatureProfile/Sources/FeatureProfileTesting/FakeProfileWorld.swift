import FeatureProfile

/// Every fake wired together: tests and the demo tweak the fakes, then build a screen from them.
@MainActor public struct FakeProfileWorld {
    public let people: FakeProfilePeople
    public let posts: FakeProfilePosts
    public let prompt: FakeProfilePrompt
    public let analytics: RecordingProfileAnalytics
    public var signedInUserID: Int?
    public var analyticsAllowed: Bool

    public init(
        people: FakeProfilePeople = FakeProfilePeople(), posts: FakeProfilePosts = FakeProfilePosts(),
        prompt: FakeProfilePrompt = FakeProfilePrompt(), signedInUserID: Int? = SampleProfile.ada.id,
        analyticsAllowed: Bool = true
    ) {
        self.people = people
        self.posts = posts
        self.prompt = prompt
        self.analytics = RecordingProfileAnalytics()
        self.signedInUserID = signedInUserID
        self.analyticsAllowed = analyticsAllowed
    }

    public var dependencies: ProfileDependencies {
        ProfileDependencies(
            people: people, posts: posts, session: FakeProfileSession(userID: signedInUserID),
            prompt: prompt, analytics: analytics, consent: FakeProfileConsent(allowed: analyticsAllowed),
            clock: FixedProfileClock())
    }
}
