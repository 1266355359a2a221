/// The actions features contribute to others' subjects, gathered by the shell from every feature
/// and handed to the faces that show posts and people (the feed's lists and post, a profile).
/// A feature contributes by returning one of these from its plugin; the shell adds them up and
/// says how a link an action returns is followed. Like the actions, it belongs to whoever shows
/// the subjects and runs there.
public struct Contributions {
    /// Actions on a post (save).
    public var posts: [ContributedAction<PostSubject>]
    /// Actions on a person: a profile's, or a post's author (message).
    public var people: [ContributedAction<PersonSubject>]
    /// Follows a link an action returned (`ActionOutcome.open`) the way this front end does: the
    /// terminal opens it as `:` does and returns nil; the web returns the path of its page, where
    /// the form's answer sends the browser. The shell sets it; by default a link goes nowhere.
    public var follow: (_ link: String) -> String?

    public init(
        posts: [ContributedAction<PostSubject>] = [], people: [ContributedAction<PersonSubject>] = [],
        follow: @escaping (_ link: String) -> String? = { _ in nil }
    ) {
        self.posts = posts
        self.people = people
        self.follow = follow
    }

    /// No action: what a feature contributes by default, and what a face shows without a shell.
    public static var none: Contributions { Contributions() }

    public var isEmpty: Bool { posts.isEmpty && people.isEmpty }

    /// Both lists, `self`'s first (the first action on a key takes it). `follow` is `self`'s.
    public func adding(_ other: Contributions) -> Contributions {
        Contributions(posts: posts + other.posts, people: people + other.people, follow: follow)
    }

    /// The same actions, following links with `follow`.
    public func following(links follow: @escaping (_ link: String) -> String?) -> Contributions {
        Contributions(posts: posts, people: people, follow: follow)
    }

    /// Asks every action with marks about the posts and people shown; returns when all answered
    /// (a web page awaits it before drawing).
    nonisolated(nonsending) public func prepare(posts postIDs: [Int], people personIDs: [Int] = []) async {
        for marks in posts.compactMap(\.marks) { await marks.prepare(postIDs) }
        for marks in people.compactMap(\.marks) { await marks.prepare(personIDs) }
    }

    /// Asks only about the posts and people shown that no action was asked about yet (a terminal
    /// screen, at each frame); returns at once when there are none.
    nonisolated(nonsending) public func prepareUnasked(posts postIDs: [Int], people personIDs: [Int] = [])
        async
    {
        for marks in posts.compactMap(\.marks) { await marks.prepare(marks.unasked(among: postIDs)) }
        for marks in people.compactMap(\.marks) { await marks.prepare(marks.unasked(among: personIDs)) }
    }

    /// True when some action with marks has not been asked about a post or person shown.
    public func hasUnasked(posts postIDs: [Int], people personIDs: [Int] = []) -> Bool {
        posts.contains { !($0.marks?.unasked(among: postIDs).isEmpty ?? true) }
            || people.contains { !($0.marks?.unasked(among: personIDs).isEmpty ?? true) }
    }

    /// Follows changes made elsewhere to every action's marks, while a face is shown (until
    /// cancelled).
    nonisolated(nonsending) public func watch() async {
        let all = posts.compactMap(\.marks) + people.compactMap(\.marks)
        await together(all.map { marks in { await marks.watch() } })
    }

    /// The marks to draw beside a post, in the actions' order ("★ saved").
    public func marks(for post: PostSubject) -> [String] {
        posts.compactMap { $0.mark(for: post) }
    }

    public func marks(for person: PersonSubject) -> [String] {
        people.compactMap { $0.mark(for: person) }
    }
}
