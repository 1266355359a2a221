import Foundation

/// One member's preferences where a server keeps many people's (`mosaic serve` on a team
/// database): in one file, keyed by the database and the person, so that Compact feed or an
/// analytics opt-out chosen in one browser holds in the next, after signing out and after a
/// restart, and nobody else's choices are touched. The terminal keeps one file per machine
/// instead (`FilePreferencesStore`): there, the machine is the person's.
public struct MemberPreferencesStore: PreferencesStore {
    typealias File = [String: Preferences]

    public let path: String
    /// Which database the person belongs to: their login's address, as drafts are keyed.
    public let database: String
    public let personID: Int64

    public init(path: String, database: String, personID: Int64) {
        self.path = path
        self.database = database
        self.personID = personID
    }

    private var key: String { "\(database) \(personID)" }

    public func load() throws -> Preferences {
        try JSONFile<File>(path: path).read()?[key] ?? Preferences()
    }

    public func save(_ preferences: Preferences) throws {
        // Everyone's choices share the file: `update` takes turns with other writers, so two
        // members saving at once do not each write back the file without the other's.
        let key = key
        try JSONFile<File>(path: path, isPrivate: true).update { everyone in
            var all = everyone ?? [:]
            all[key] = preferences
            everyone = all
        }
    }
}
