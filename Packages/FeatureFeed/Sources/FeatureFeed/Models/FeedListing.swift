/// Which posts a list of posts shows: everyone's (the feed), or those carrying one tag.
public enum FeedListing: Equatable, Sendable {
    case everyone
    case tagged(String)
}
