/// The person's saved posts, wherever they are kept; the shell adapts its store to it. Every
/// call is for the person signed in: nobody reads or changes another's saved posts.
public protocol SavedPostsSource: Sendable {
    /// A page of saved posts, most recently saved first, after `cursor` (nil: the first page).
    func savedPosts(after cursor: SavedCursor?, limit: Int) async throws(SavedPostsError) -> [SavedPost]
    /// Which of `postIDs` the person saved (the marks other features' lists draw).
    func saved(among postIDs: [Int]) async throws(SavedPostsError) -> Set<Int>
    /// Saves the post (`true`) or takes it out (`false`). A state, not a step: asked twice, it
    /// ends the same. Throws `.postNotFound` when saving a post that is gone, `.limitReached`.
    func setSaved(_ saved: Bool, postID: Int) async throws(SavedPostsError)
}

/// Why saved posts could not be read or changed, each a cause a person can act on.
public enum SavedPostsError: Error, Equatable, Sendable {
    /// Another program holds the database.
    case busy
    /// The team server (host:port) does not answer.
    case unreachable(String)
    /// Nobody is signed in: saved posts are a person's own.
    case notSignedIn
    /// The post is gone (its author deleted it).
    case postNotFound(id: Int)
    /// The person keeps this many saved posts already, the most one may.
    case limitReached(Int)
    /// Anything else, with its cause.
    case unavailable(String)
}
