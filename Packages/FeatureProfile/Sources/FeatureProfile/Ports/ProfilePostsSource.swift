/// A person's posts, newest first, a page at a time by cursor; and deleting one's own.
public protocol ProfilePostsSource: Sendable {
    /// Up to `limit` of the person's posts older than `cursor` (from the newest when nil).
    func posts(by personID: Int, after cursor: ProfileCursor?, limit: Int) async throws(ProfilePostsError)
        -> ProfilePostsPage
    /// Deletes one of the signed-in person's posts; `.notFound` if it is already gone.
    func deletePost(id: Int) async throws(ProfilePostsError)
}

/// Why posts could not be read or a post not deleted: each case names a cause the person can act on.
public enum ProfilePostsError: Error, Equatable, Sendable {
    /// The post is gone (deleted already, here or elsewhere).
    case notFound
    /// Not the signed-in person's post.
    case notAllowed
    /// Refused by the store's rules; the reason is for the person.
    case invalid(String)
    /// Another program holds the database.
    case busy
    case readOnly
    case diskFull
    /// The team server (host:port) does not answer.
    case unreachable(String)
    /// Anything else, with its cause.
    case unavailable(String)
}
