import Foundation

/// What `Stores.changes` reports: a change someone made to the database (this app, another
/// Mosaic, psql), or news about the connection to it. Changes carry ids only; read the rows
/// through the stores, which always return what the database holds now.
///
/// Changes include this app's own writes (the database cannot tell them apart); a screen that
/// already shows a row ignores the news of it.
public enum StoreEvent: Sendable, Equatable {
    /// A row of a feature's changed: its kind is the feature's own word ("post_published"),
    /// which the feature's storage reads (`StoredChange`).
    case changed(StoredChange)
    /// A person was added or changed (what features keep of them included).
    case personChanged(personID: Int64)
    /// A person was removed (what features kept of them announces its own removal too).
    case personRemoved(personID: Int64)
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

/// One change log row of a feature's: what kind of change, to which row (`subject`, its id), by
/// whom (`author`, a person's id) where the feature says, and for whom: a private change (a
/// message) names the one person it is for (`audience`), whom alone a team database lets read
/// it, and every front end shows it to that person alone (`isFor(_:)`).
public struct StoredChange: Sendable, Equatable {
    public var kind: String
    public var subject: Int64?
    public var author: Int64?
    public var audience: Int64?

    public init(kind: String, subject: Int64? = nil, author: Int64? = nil, audience: Int64? = nil) {
        self.kind = kind
        self.subject = subject
        self.author = author
        self.audience = audience
    }

    /// Whether `person` (nil: nobody signed in) may be told of it.
    public func isFor(_ person: Int64?) -> Bool {
        audience == nil || audience == person
    }
}

extension StoreEvent {
    /// Whether `person` may be told of the event: every event but another person's private
    /// change.
    public func isFor(_ person: Int64?) -> Bool {
        if case .changed(let change) = self { return change.isFor(person) }
        return true
    }
}
