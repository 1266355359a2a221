import Foundation
import Infrastructure

/// The app's own data folder (`$XDG_DATA_HOME/mosaic`) and its database are its owner's alone:
/// the database holds private messages and unsent drafts. Infrastructure makes a new database
/// 0600 in folders of 0700; this also closes up a folder and database an older Mosaic made
/// under a umask of 022 (readable by every user of the machine). A database file the person
/// named elsewhere keeps the mode they gave it.
enum PrivateDataFolder {
    static func close(for configuration: AppConfiguration) {
        guard case .sqliteFile(let path) = configuration.backend, path == configuration.paths.databaseFile
        else {
            return
        }
        let manager = FileManager.default
        let folder = configuration.paths.dataDirectory
        if manager.fileExists(atPath: folder) {
            try? manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder)
        }
        for file in [path, path + "-wal", path + "-shm"] where manager.fileExists(atPath: file) {
            try? manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        }
    }
}
