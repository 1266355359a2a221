/// Which posts a list of posts shows: everyone's (the feed), those carrying one tag, or those a
/// search finds.
public enum FeedListing: Equatable, Sendable {
    case everyone
    case tagged(String)
    case found(FeedSearch)

    /// The tag a tag listing shows.
    public var tag: String? {
        if case .tagged(let tag) = self { tag } else { nil }
    }

    /// The search a search listing shows.
    public var search: FeedSearch? {
        if case .found(let search) = self { search } else { nil }
    }
}
