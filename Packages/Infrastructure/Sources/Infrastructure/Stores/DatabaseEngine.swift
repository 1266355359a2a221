import Foundation

/// What both backends (SQLite, PostgreSQL) provide behind `Stores`: the platform's people, the
/// access every feature's store works through, who is signed in, and the changes.
protocol DatabaseEngine: Sendable {
    var people: any PeopleStore { get }
    var storage: StorageAccess { get }
    /// Who decides who is signed in.
    var identity: StoreIdentity { get }
    /// Changes and connection news, to every subscriber.
    var changes: ChangeHub { get }

    func close() async
}

/// The database a feature's store works on: an SQLite file (or memory) or a team's PostgreSQL
/// server, as whoever the session acts as there.
public enum StorageAccess: Sendable {
    case sqlite(SQLiteAccess)
    case postgres(PostgresAccess)
}

/// An error a feature's code throws inside a unit of work (`SQLiteAccess.write`,
/// `PostgresAccess.transaction`) to say something about its own input: it reaches the caller
/// as it was thrown, never turned into "the database is unavailable".
public protocol StoreCallerError: Error {}

/// Why content was first written, kept in the meta table so sample data is only ever added to
/// a database nobody filled.
public enum ContentOrigin: String, Sendable {
    case sample, seed, `import`
}

/// Meta-table keys.
public enum MetaKey {
    public static let contentOrigin = "content_origin"
    /// A random id for an SQLite database file, so the session file keeps one signed-in
    /// person per database (a path can be reused by another database).
    static let databaseID = "database_id"
    /// When an SQLite file was last closed (written on close so its log is never empty).
    static let closedAt = "closed_at"
}

/// Milliseconds since 1970: how both backends store instants (exact, index-friendly, and the
/// same on SQLite and PostgreSQL).
public enum StoredTime {
    public static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    public static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

/// Page sizes the stores accept.
public enum PageLimit {
    public static func clamp(_ limit: Int) -> Int {
        min(max(limit, 1), 200)
    }
}
