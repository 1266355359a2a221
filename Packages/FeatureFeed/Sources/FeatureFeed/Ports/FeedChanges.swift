/// Changes made to the posts elsewhere (another person, another app, the team's owner) and news
/// about the connection, as the feed cares about them. Each call is a new stream; it ends when
/// the caller stops listening (a cancelled task) or when there is nothing more to hear.
public protocol FeedChanges: Sendable {
    func changes() -> AsyncStream<FeedChange>
}

/// One change the feed reacts to. Changes carry ids only: the feed reads the posts again
/// through `FeedPostsSource`, which always answers with what is stored now.
public enum FeedChange: Equatable, Sendable {
    /// A new post was stored (by anyone, this app included).
    case published(postID: Int, authorID: Int)
    /// A post's title, body, tags or like count changed.
    case edited(postID: Int)
    /// A post was deleted (by its author elsewhere, an account deletion, the owner).
    case deleted(postID: Int)
    /// A person's display name may have changed: posts showing it are read again.
    case personChanged(personID: Int)
    /// A flag was set or cleared: the feed's flags are read again.
    case flagsChanged
    /// Many posts changed at once, or changes may have been missed: what is shown is read again.
    case manyChanged
    /// The team server answers again after an outage: what is shown is read again, and a post
    /// that could not be sent is sent.
    case connectionRestored
}
