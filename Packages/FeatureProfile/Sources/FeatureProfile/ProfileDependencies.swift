/// Everything the profile needs from the outside world, one port per member, passed by value.
public struct ProfileDependencies {
    public var people: any ProfilePeopleSource
    public var posts: any ProfilePostsSource
    public var session: any ProfileSession
    public var prompt: any ProfilePrompt
    public var flags: any ProfileFlags
    public var analytics: any ProfileAnalytics
    public var consent: any ProfileConsent
    public var clock: any ProfileClock
    public var drafts: any ProfileDrafts
    /// Changes made elsewhere, while the profile is shown.
    public var changes: any ProfileChangesSource

    public init(
        people: any ProfilePeopleSource,
        posts: any ProfilePostsSource,
        session: any ProfileSession,
        prompt: any ProfilePrompt,
        flags: any ProfileFlags,
        analytics: any ProfileAnalytics,
        consent: any ProfileConsent,
        clock: any ProfileClock,
        drafts: any ProfileDrafts,
        changes: any ProfileChangesSource = NoProfileChanges()
    ) {
        self.people = people
        self.posts = posts
        self.session = session
        self.prompt = prompt
        self.flags = flags
        self.analytics = analytics
        self.consent = consent
        self.clock = clock
        self.drafts = drafts
        self.changes = changes
    }
}
