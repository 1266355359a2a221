import Foundation

/// Everything a store or a local file can refuse, as a value the shell can map to a message.
/// Each `description` names the thing (and the file, when there is one) and says what to do.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No such row; `what` says which (e.g. "person 42").
    case notFound(String)
    /// The acting person may not change this (someone else's row).
    case notAllowed(String)
    /// Input failed validation; the reason is user-facing ("title is longer than 120 characters").
    case invalid(String)
    /// The database refused a write past one of a feature's named limits (a CHECK constraint, or a
    /// trigger raising under the constraint's name): `constraint` tells the limits apart by name,
    /// `rule` says it to the person (`FeatureStorage.limitMessages`).
    case limit(constraint: String, rule: String)
    /// The disk under the database (`where`: its file or server) is full; nothing can be written.
    case diskFull(String)
    /// A person with this handle already exists.
    case duplicateHandle(String)
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// The database was written by a newer Mosaic (more migrations than this build knows).
    case newerSchema(path: String, found: Int, supported: Int)
    /// The database file (or its folder) cannot be written.
    case readOnly(path: String)
    /// Another process holds the database locked.
    case locked(path: String)
    /// A local JSON file (preferences, session) cannot be read as what it should be.
    case corruptFile(path: String, reason: String)
    /// A local file or folder could not be written.
    case cannotWrite(path: String, reason: String)
    /// The database server could not be reached or refused us.
    case unavailable(String)
    /// The team server (`host:port`) did not answer within the request limit (5 s) or the
    /// connection broke. The stores keep retrying by themselves; a write that failed this way
    /// may have been stored (retry a publish with the same `NewPost.key`: it is stored once).
    case unreachable(server: String)
    /// The `postgres://` URL cannot be understood.
    case badURL(String)
    /// Signing in to the server failed in a way the person can fix (no or wrong password, TLS
    /// required or not verifiable, unknown login); the text says what to do.
    case cannotConnect(String)
    /// The PostgreSQL database has no (or an older) Mosaic schema; the text names the fix.
    case notSetUp(String)
    /// The file is a SQLite database of another program: it has tables, none of them Mosaic's.
    case foreignDatabase(path: String, tables: [String])

    public var description: String {
        switch self {
        case .notFound(let what): "\(what) was not found."
        case .notAllowed(let what): "Not allowed: \(what)."
        case .invalid(let reason): "Invalid input: \(reason)."
        case .limit(_, let rule): "Invalid input: \(Self.refusal(rule))."
        case .diskFull(let place): "The disk is full: \(place) cannot grow."
        case .duplicateHandle(let handle): "The handle @\(handle) is already taken; choose another."
        case .notADatabase(let path):
            "\(path) is not a Mosaic database (not SQLite). It was left untouched; "
                + "move it away or point Mosaic at another file."
        case .foreignDatabase(let path, let tables):
            "\(path) is another program's SQLite database (tables: \(Self.named(tables))), not Mosaic's. "
                + "It was left untouched; point Mosaic at another file."
        case .newerSchema(let path, let found, let supported):
            "\(path) was written by a newer Mosaic (schema version \(found), this build supports "
                + "\(supported)). It was left untouched; update Mosaic to open it."
        case .readOnly(let path):
            "\(path) is read-only. Make it and its folder writable (chmod u+w), or use another file."
        case .locked(let path):
            "\(path) is locked by another process that did not let go. Close the other Mosaic (or "
                + "program) using it and try again."
        case .corruptFile(let path, let reason):
            "\(path) cannot be read (\(reason)). It was left untouched; fix or delete it to start fresh."
        case .cannotWrite(let path, let reason):
            "Cannot write \(path) (\(reason)). Check the folder exists and is writable."
        case .unavailable(let reason): "The database is unavailable: \(reason)."
        case .unreachable(let server): "The team server at \(server) is unreachable; retrying."
        case .badURL(let url):
            "Cannot understand the database URL '\(url)'; expected postgres://user[:password]@host[:port]/database."
        case .cannotConnect(let advice): advice
        case .notSetUp(let advice): advice
        }
    }

    /// What a `.limit` says to the person it refuses, where a sentence of input's faults goes.
    public static func refusal(_ rule: String) -> String { "the database refused it: \(rule)" }

    /// At most five table names, then how many more.
    private static func named(_ tables: [String]) -> String {
        let shown = tables.prefix(5).joined(separator: ", ")
        return tables.count > 5 ? "\(shown) and \(tables.count - 5) more" : shown
    }
}
