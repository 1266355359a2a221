import Infrastructure

/// What the feed's tables announce when their rows change (the change log's kinds), and how a
/// change reads back: the same words on SQLite and PostgreSQL, written by the feed's triggers.
public enum StoredPostChange: Sendable, Equatable {
    case published(postID: Int64, authorID: Int64)
    /// A post's title, body, tags or like count changed.
    case edited(postID: Int64, authorID: Int64)
    /// A post was deleted (by its author, an account deletion or the owner).
    case deleted(postID: Int64, authorID: Int64)

    /// The words in the log.
    enum Kind {
        static let published = "post_published"
        static let edited = "post_edited"
        static let deleted = "post_deleted"
    }

    /// The feed's change a log row says, or nil for another feature's.
    public init?(_ change: StoredChange) {
        guard let post = change.subject else { return nil }
        let author = change.author ?? 0
        switch change.kind {
        case Kind.published: self = .published(postID: post, authorID: author)
        case Kind.edited: self = .edited(postID: post, authorID: author)
        case Kind.deleted: self = .deleted(postID: post, authorID: author)
        default: return nil
        }
    }
}

/// The events the feed's rows make, as the change log reports them: for previews, demos and
/// tests that play a change without a database.
extension StoreEvent {
    public static func postPublished(postID: Int64, authorID: Int64) -> StoreEvent {
        .changed(StoredChange(kind: StoredPostChange.Kind.published, subject: postID, author: authorID))
    }

    public static func postEdited(postID: Int64, authorID: Int64) -> StoreEvent {
        .changed(StoredChange(kind: StoredPostChange.Kind.edited, subject: postID, author: authorID))
    }

    public static func postDeleted(postID: Int64, authorID: Int64) -> StoreEvent {
        .changed(StoredChange(kind: StoredPostChange.Kind.deleted, subject: postID, author: authorID))
    }
}
