import Foundation

/// One row of the change log (the same table on SQLite and PostgreSQL), as a `StoreEvent`.
struct ChangeRow: Sendable, Equatable {
    var seq: Int64
    var kind: String
    var subject: Int64? = nil
    var author: Int64? = nil
    /// The one person the row is for (a private change: a message), nil for everyone.
    var audience: Int64? = nil

    /// The platform's own kinds (people, bulk writes) as themselves; every other kind is a
    /// feature's, which its storage reads (a kind no feature of this build knows is ignored
    /// there).
    var event: StoreEvent? {
        switch kind {
        case "person_changed": subject.map { .personChanged(personID: $0) }
        case "person_removed": subject.map { .personRemoved(personID: $0) }
        case "many_changed": .manyChanged
        default: .changed(StoredChange(kind: kind, subject: subject, author: author, audience: audience))
        }
    }
}
