import Infrastructure

/// The change log's words for saved posts, each row private to the person who saved
/// (`audience`): a team database lets only them read it, and the app tells only them.
public enum StoredSavedChange: Equatable, Sendable {
    case saved(postID: Int64, person: Int64)
    case unsaved(postID: Int64, person: Int64)

    enum Kind {
        static let saved = "post_saved"
        static let unsaved = "post_unsaved"
    }

    /// The saved-posts change a change log row is, or nil for another feature's row.
    public init?(_ change: StoredChange) {
        guard let post = change.subject, let person = change.audience else { return nil }
        switch change.kind {
        case Kind.saved: self = .saved(postID: post, person: person)
        case Kind.unsaved: self = .unsaved(postID: post, person: person)
        default: return nil
        }
    }
}
