import Foundation

/// One member's preferences where a server keeps many people's (`mosaic serve` on a team
/// database), so that Compact feed or an analytics opt-out chosen in one browser holds in the
/// next, after signing out and after a restart. Each member has a file of their own in `folder`,
/// named by the database and the person: reading one costs the same however many members there
/// are, and no two members ever write the same file. The terminal keeps one file per machine
/// instead (`FilePreferencesStore`): there, the machine is the person's.
public struct MemberPreferencesStore: PreferencesStore {
    public let path: String

    /// `database` is the member's login address, as their drafts are keyed.
    public init(folder: String, database: String, personID: Int64) {
        path = MemberFiles.path(in: folder, database: database, personID: personID)
    }

    public func load() throws -> Preferences {
        try JSONFile<Preferences>(path: path).read() ?? Preferences()
    }

    public func save(_ preferences: Preferences) throws {
        try JSONFile<Preferences>(path: path, isPrivate: true).write(preferences)
    }
}
