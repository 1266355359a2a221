import Foundation

/// What `Stores.changes` reports: a change someone made to the database (this app, another
/// Mosaic, psql), or news about the connection to it. Changes carry ids only; read the rows
/// through the stores, which always return what the database holds now.
///
/// Changes include this app's own writes (the database cannot tell them apart); a screen that
/// already shows a post ignores its `postPublished`.
public enum StoreEvent: Sendable, Equatable {
    /// A new post was stored.
    case postPublished(postID: Int64, authorID: Int64)
    /// A post's title, body, tags or like count changed.
    case postEdited(postID: Int64, authorID: Int64)
    /// A post was deleted (by its author, an account deletion or the owner).
    case postDeleted(postID: Int64, authorID: Int64)
    /// A person was added or their display name or bio changed.
    case personChanged(personID: Int64)
    /// A person was removed (their posts' `postDeleted` come too).
    case personRemoved(personID: Int64)
    /// A stored flag value was set or cleared: resolve the flags again.
    case flagsChanged
    /// Many rows changed at once (an import, a seed) or changes may have been missed:
    /// reload what is shown.
    case manyChanged
    /// The server stopped answering; requests fail at once with `error` until it is back,
    /// and the stores retry by themselves. `error.description` is the line to show, e.g.
    /// "The team server at db.example:5432 is unreachable; retrying."
    case connectionLost(StoreError)
    /// The server answers again (after `connectionLost`); changes made meanwhile follow.
    case connectionRestored(server: String)
    /// A write is waiting for another process to release the SQLite database (it waits up
    /// to the store's lock limit, then fails with `StoreError.locked`).
    case waitingForLock(path: String)
    /// The write that was waiting got the lock (or gave up).
    case lockReleased(path: String)
}
