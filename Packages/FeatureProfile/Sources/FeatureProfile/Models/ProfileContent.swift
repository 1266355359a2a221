/// A profile on screen: the person, their posts so far, and what the viewer may do with them.
public struct ProfileContent: Equatable, Sendable {
    public internal(set) var person: ProfilePerson
    /// Newest first.
    public internal(set) var posts: [ProfilePost]
    /// True while the store has older posts than the last one here.
    public internal(set) var canLoadMore: Bool
    /// The viewer is this person: they may edit the bio and delete the posts.
    public internal(set) var isOwn: Bool
    /// The mark next to the name, if any.
    public internal(set) var badge: ProfileBadge?
    /// The posts start further down (a web page of older posts): newer ones are above them.
    public internal(set) var hasEarlier = false

    public init(
        person: ProfilePerson, posts: [ProfilePost], canLoadMore: Bool, isOwn: Bool, badge: ProfileBadge?
    ) {
        self.person = person
        self.posts = posts
        self.canLoadMore = canLoadMore
        self.isOwn = isOwn
        self.badge = badge
    }
}
