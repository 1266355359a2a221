/// Changes made elsewhere that the saved list follows: the person's own saves in another window
/// (or another device), and the feed's posts going or changing. Only the person's own saves
/// ever arrive: another person's are private.
public protocol SavedChanges: Sendable {
    /// A new stream per call; it ends when the caller stops listening.
    func changes() -> AsyncStream<SavedChange>
}

public enum SavedChange: Equatable, Sendable {
    /// The person saved this post somewhere.
    case saved(postID: Int)
    /// The person took this post out somewhere.
    case unsaved(postID: Int)
    /// Its author deleted the post: it leaves the list.
    case postDeleted(postID: Int)
    /// The post's title, tags or likes changed.
    case postEdited(postID: Int)
    /// Many things changed, or some may have been missed: read the list again.
    case reload
}
