import Foundation

/// One row of the change log (the same table on SQLite and PostgreSQL), as a `StoreEvent`.
struct ChangeRow: Sendable, Equatable {
    var seq: Int64
    var kind: String
    var subject: Int64? = nil
    var author: Int64? = nil

    /// Nil for a kind this build does not know (a newer Mosaic's): ignored.
    var event: StoreEvent? {
        switch kind {
        case "post_published": subject.map { .postPublished(postID: $0, authorID: author ?? 0) }
        case "post_edited": subject.map { .postEdited(postID: $0, authorID: author ?? 0) }
        case "post_deleted": subject.map { .postDeleted(postID: $0, authorID: author ?? 0) }
        case "person_changed": subject.map { .personChanged(personID: $0) }
        case "person_removed": subject.map { .personRemoved(personID: $0) }
        case "flags_changed": .flagsChanged
        case "many_changed": .manyChanged
        default: nil
        }
    }
}
