/// Changes made elsewhere (another window, another member of the team, the team's owner) that
/// the profile shows as they happen. A front end's adapter turns its database's change feed into
/// these; the view model listens while its screen is shown (`watchChanges()`).
public protocol ProfileChangesSource: Sendable {
    /// A new stream of changes per call, from now on. It ends when the source has no more (or
    /// none at all) and stops when the listening task is cancelled.
    func changes() -> AsyncStream<ProfileChange>
}

/// One change made elsewhere, as far as the profile cares.
public enum ProfileChange: Equatable, Sendable {
    /// A person's display name or bio changed (or a person was added).
    case personChanged(id: Int)
    /// A person was removed, with their posts.
    case personRemoved(id: Int)
    /// A person published a post (in another window, or another member of the team).
    case postPublished(postID: Int, authorID: Int)
    /// A post's text changed elsewhere.
    case postEdited(postID: Int, authorID: Int)
    /// A post was deleted (by its author elsewhere, or by the team's owner).
    case postDeleted(postID: Int, authorID: Int)
    /// A flag's shared value was set or cleared: the flags' values may differ now.
    case flagsChanged
    /// Many things changed at once (an import), or changes may have been missed: read again.
    case manyChanged
    /// The team server answers again after an outage: what is shown may be out of date.
    case connectionRestored
}

/// A source where nothing changes elsewhere (a front end or a backend without a change feed):
/// its streams end at once.
public struct NoProfileChanges: ProfileChangesSource {
    public init() {}

    public func changes() -> AsyncStream<ProfileChange> {
        AsyncStream { $0.finish() }
    }
}
