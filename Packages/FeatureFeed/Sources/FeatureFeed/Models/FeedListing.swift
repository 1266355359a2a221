/// Which posts a list of posts shows: everyone's (the feed), or those carrying one tag.
public enum FeedListing: Equatable, Sendable {
    case everyone
    case tagged(String)

    /// The tag a tag listing shows.
    public var tag: String? {
        if case .tagged(let tag) = self { tag } else { nil }
    }
}
