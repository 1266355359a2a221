import Foundation

/// Who decides who is signed in, by backend.
public enum StoreIdentity: Sendable, Equatable {
    /// The embedded SQLite database: the app signs in any profile of it, kept per database in
    /// the session file under `databaseID` (nil in memory, where nothing is kept).
    case chosenOnThisDevice(databaseID: String?)
    /// A team database on PostgreSQL: the login is the person, and the server enforces it.
    case databaseLogin(DatabaseLogin)
}

/// The PostgreSQL login a database was opened with and the person tied to it.
public struct DatabaseLogin: Sendable, Equatable {
    /// The role name (`current_user`).
    public var role: String
    /// The person tied to the login; nil for the owner (or after the account was deleted).
    public var personID: Int64?
    /// The role that owns the tables: it manages members and flags, and row-level security
    /// does not apply to it.
    public var isOwner: Bool
    /// `host:port/database`.
    public var server: String
    /// The URL a member uses, with `HANDLE` for the login: how to connect as someone else.
    public var memberURL: String

    public init(role: String, personID: Int64?, isOwner: Bool, server: String, memberURL: String) {
        self.role = role
        self.personID = personID
        self.isOwner = isOwner
        self.server = server
        self.memberURL = memberURL
    }
}
