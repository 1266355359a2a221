import Foundation
import Infrastructure

/// Where the place in the app (tabs and stacks, and each screen's selected row) is kept for one
/// database: a folder of its own under `$XDG_STATE_HOME/mosaic/places/`, named from the
/// database's own id (a SQLite file's, which moves with it) or its team login. So quitting one
/// database never changes another's place, and a database opened for the first time starts at
/// the top of the feed. An in-memory database keeps nothing: the next one is another database.
struct PlaceFiles: Equatable {
    let navigation: NavigationFile
    let selections: SelectionsFile

    static func == (lhs: PlaceFiles, rhs: PlaceFiles) -> Bool {
        lhs.navigation.path == rhs.navigation.path && lhs.selections.path == rhs.selections.path
    }

    /// The files for the database `identity` names; nil when there is nowhere to keep them.
    init?(for identity: StoreIdentity?, stateDirectory: String) {
        guard let key = Self.key(of: identity) else { return nil }
        let folder = "\(stateDirectory)/places/\(Self.folderName(for: key))"
        navigation = NavigationFile(path: "\(folder)/navigation.json")
        selections = SelectionsFile(path: "\(folder)/selections.json")
    }

    /// What tells one database from another: the id a Mosaic SQLite file carries, or who the
    /// team login is and where.
    static func key(of identity: StoreIdentity?) -> String? {
        switch identity {
        case .chosenOnThisDevice(let databaseID?): "sqlite:" + databaseID
        case .databaseLogin(let login): "postgres:" + login.role + "@" + login.memberURL
        case .chosenOnThisDevice(nil), nil: nil
        }
    }

    /// A file-name-safe, stable name for `key` (FNV-1a, 64 bits, in hex): a team URL holds
    /// slashes and colons, and names of this length never meet by chance among one person's
    /// databases.
    static func folderName(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
