import Foundation

/// Which database to open: the embedded SQLite default (a file, or in memory for previews and
/// tests) or a PostgreSQL server shared by a team.
public enum StoreBackend: Sendable, Equatable, CustomStringConvertible {
    case sqliteFile(path: String)
    case sqliteInMemory
    /// `postgres://user[:password]@host[:port]/database`
    case postgres(url: String)

    public var description: String {
        switch self {
        case .sqliteFile(let path): "SQLite file \(path)"
        case .sqliteInMemory: "SQLite in memory"
        case .postgres(let url): "PostgreSQL \(PostgresURL.redacting(url))"
        }
    }
}
