import Foundation
import GRDB

/// The GRDB connection (pool for a file, queue in memory) with every error mapped to a
/// `StoreError` that names the file. A feature's SQLite store does its work through it.
public struct SQLiteAccess: Sendable {
    public let writer: any DatabaseWriter
    /// The file path, or ":memory:".
    public let path: String
    /// How writes wait for another process's lock (and say so).
    let lockWait: SQLiteLockWait

    public func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(body)
        } catch {
            throw map(error)
        }
    }

    /// A write transaction. When another process holds the lock it waits (up to the lock
    /// limit, announcing it; see `SQLiteLockWait`) rather than failing.
    @discardableResult
    public func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        defer { lockWait.writeEnded() }
        do {
            return try await writer.write(body)
        } catch {
            throw map(error)
        }
    }

    public func map(_ error: any Error) -> any Error {
        SQLiteErrors.map(error, path: path)
    }
}

/// Turns SQLite result codes into errors a person can act on.
enum SQLiteErrors {
    static func map(_ error: any Error, path: String) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return StoreError.notADatabase(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return StoreError.locked(path: path)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN: return StoreError.readOnly(path: path)
        case .SQLITE_CONSTRAINT where (error.message ?? "").contains("people.handle"):
            return StoreError.duplicateHandle("")
        case .SQLITE_FULL: return StoreError.diskFull(path)
        default: return StoreError.unavailable("\(path): \(error.message ?? error.description)")
        }
    }
}
