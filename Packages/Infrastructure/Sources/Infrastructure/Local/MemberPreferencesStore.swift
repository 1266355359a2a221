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
        path = "\(folder)/\(Self.fileName(database: database, personID: personID))"
    }

    public func load() throws -> Preferences {
        try JSONFile<Preferences>(path: path).read() ?? Preferences()
    }

    public func save(_ preferences: Preferences) throws {
        try JSONFile<Preferences>(path: path, isPrivate: true).write(preferences)
    }

    /// A file name from the database's address and the person: the address's letters and digits
    /// (readable in a listing) and a hash of the whole (two addresses that read alike differ).
    static func fileName(database: String, personID: Int64) -> String {
        let readable = String(
            database.unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            }.prefix(40))
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike hashValue
        for byte in database.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "\(readable)-\(String(hash, radix: 16))-\(personID).json"
    }
}
