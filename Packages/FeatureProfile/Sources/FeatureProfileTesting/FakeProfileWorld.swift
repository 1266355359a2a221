import FeatureProfile

/// Every fake wired together: tests and the demo tweak the fakes, then build a view model over
/// `dependencies` (every port answers) or over strict ports (see `ProfileDependencies.unimplemented`).
@MainActor public struct FakeProfileWorld {
    public let people: FakeProfilePeople
    public let posts: FakeProfilePosts
    public let prompt: FakeProfilePrompt
    public let analytics: RecordingProfileAnalytics
    public var signedInUserID: Int?
    public let flags: FakeProfileFlags
    public var analyticsAllowed: Bool
    /// Unsaved bios kept between runs.
    public let drafts: InMemoryProfileDrafts
    /// Changes made elsewhere: none by default; a `FakeProfileChanges` lets a test push some.
    public var changes: any ProfileChangesSource

    public init(
        people: FakeProfilePeople = FakeProfilePeople(), posts: FakeProfilePosts = FakeProfilePosts(),
        prompt: FakeProfilePrompt = FakeProfilePrompt(), signedInUserID: Int? = SampleProfile.ada.id,
        flags: FakeProfileFlags = FakeProfileFlags(), analyticsAllowed: Bool = true,
        changes: any ProfileChangesSource = NoProfileChanges(),
        drafts: InMemoryProfileDrafts = InMemoryProfileDrafts()
    ) {
        self.drafts = drafts
        self.people = people
        self.posts = posts
        self.prompt = prompt
        self.analytics = RecordingProfileAnalytics()
        self.signedInUserID = signedInUserID
        self.flags = flags
        self.analyticsAllowed = analyticsAllowed
        self.changes = changes
    }

    public var session: FakeProfileSession { FakeProfileSession(userID: signedInUserID) }
    public var consent: FakeProfileConsent { FakeProfileConsent(allowed: analyticsAllowed) }

    public var dependencies: ProfileDependencies {
        ProfileDependencies(
            people: people, posts: posts, session: session, prompt: prompt, flags: flags,
            analytics: analytics, consent: consent, clock: FixedProfileClock(), drafts: drafts,
            changes: changes)
    }
}
