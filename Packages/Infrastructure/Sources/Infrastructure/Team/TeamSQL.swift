import Foundation
import Logging
import PostgresNIO

/// The owner's statements: DDL (which takes no parameters, so names are quoted by
/// `PostgresTeamSchema.quoted`) and small catalog reads.
extension PostgresConnection {
    /// Runs one statement, its rows (if any) read and dropped.
    public func run(_ sql: String, logger: Logger) async throws {
        for try await _ in try await query(PostgresQuery(unsafeSQL: sql), logger: logger) {}
    }

    /// The first column of every row, as text.
    public func texts(_ query: PostgresQuery, logger: Logger) async throws -> [String] {
        var values: [String] = []
        for try await value in try await self.query(query, logger: logger).decode(String.self) {
            values.append(value)
        }
        return values
    }

    /// The first column of the first row, as a Boolean (false when there is no row).
    public func flag(_ query: PostgresQuery, logger: Logger) async throws -> Bool {
        for try await value in try await self.query(query, logger: logger).decode(Bool.self) {
            return value
        }
        return false
    }
}
