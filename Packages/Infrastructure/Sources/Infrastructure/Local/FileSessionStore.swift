import Foundation

/// Who is signed in to each SQLite database, in `session.json` under the XDG config folder,
/// keyed by the database's own id (see `StoreIdentity.chosenOnThisDevice`), so one HOME used
/// with two databases never takes a person of one for the other. No entry means signed out,
/// and stays so across restarts.
///
/// A file from before (`{"personID": 3}`, one person for whatever database was open) is read
/// as the default database's session only, and rewritten in the new form on the next change.
public struct FileSessionStore: SessionStore {
    struct Entry: Codable, Sendable, Equatable {
        var personID: Int64
        /// Where the database was when this was written: for a person reading the file.
        var path: String?
    }

    struct File: Codable, Sendable {
        var databases: [String: Entry] = [:]
        /// The old single-database form.
        var personID: Int64?

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            databases = try container.decodeIfPresent([String: Entry].self, forKey: .databases) ?? [:]
            personID = try container.decodeIfPresent(Int64.self, forKey: .personID)
        }
    }

    public let path: String
    public let databaseID: String
    /// The database file, recorded beside the entry.
    public let databasePath: String?
    /// Whether this database is the default one, which inherits an old-form file.
    public let isDefaultDatabase: Bool

    public init(path: String, databaseID: String, databasePath: String?, isDefaultDatabase: Bool = false) {
        self.path = path
        self.databaseID = databaseID
        self.databasePath = databasePath
        self.isDefaultDatabase = isDefaultDatabase
    }

    public init(paths: XDGPaths, databaseID: String, databasePath: String) {
        self.init(
            path: paths.sessionFile, databaseID: databaseID, databasePath: databasePath,
            isDefaultDatabase: databasePath == paths.databaseFile)
    }

    public func signedInPersonID() throws -> Int64? {
        guard let file = try JSONFile<File>(path: path).read() else { return nil }
        if let entry = file.databases[databaseID] { return entry.personID }
        return isDefaultDatabase ? file.personID : nil
    }

    public func signIn(personID: Int64) throws {
        try update { $0.databases[databaseID] = Entry(personID: personID, path: databasePath) }
    }

    public func signOut() throws {
        try update { $0.databases[databaseID] = nil }
    }

    private func update(_ change: (inout File) -> Void) throws {
        let json = JSONFile<File>(path: path)
        var file = try json.read() ?? File()
        // The old form belongs to the default database: only it carries the person over (other
        // databases leave it for the default one to find).
        if isDefaultDatabase, let legacy = file.personID {
            if file.databases[databaseID] == nil {
                file.databases[databaseID] = Entry(personID: legacy, path: databasePath)
            }
            file.personID = nil
        }
        change(&file)
        try json.write(file)
    }
}

/// The session on a team database: the person tied to the database login. Nobody else can be
/// signed in from here; `signOut` only forgets the person for this run (after their account
/// was deleted).
public final class LoginSessionStore: SessionStore, @unchecked Sendable {
    private let lock = NSLock()
    private var personID: Int64?
    public let login: DatabaseLogin

    public init(login: DatabaseLogin) {
        self.login = login
        self.personID = login.personID
    }

    public func signedInPersonID() throws -> Int64? {
        lock.withLock { personID }
    }

    public func signIn(personID: Int64) throws {
        guard personID == login.personID, personID == lock.withLock({ self.personID }) else {
            throw StoreError.notAllowed(
                "on a team database you are who you log in as; connect with the other person's login")
        }
    }

    public func signOut() throws {
        lock.withLock { personID = nil }
    }
}
