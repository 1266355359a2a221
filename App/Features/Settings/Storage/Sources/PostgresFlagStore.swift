import Infrastructure
import PostgresNIO

/// `FlagStore` on PostgreSQL: the values a team shares.
struct PostgresFlagStore: FlagStore {
    let access: PostgresAccess

    func storedFlags() async throws -> [String: Bool] {
        try await access.run { connection in
            var flags: [String: Bool] = [:]
            let rows = try await connection.query("SELECT name, enabled FROM flags", logger: access.logger)
            for try await (name, enabled) in rows.decode((String, Bool).self) {
                flags[name] = enabled
            }
            return flags
        }
    }

    func setStoredFlag(_ name: String, to value: Bool) async throws {
        guard !name.isEmpty else { throw StoreError.invalid("a flag needs a name") }
        try await access.run { connection in
            _ = try await connection.query(
                """
                INSERT INTO flags (name, enabled) VALUES (\(name), \(value))
                ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled
                """, logger: access.logger)
        }
    }

    func clearStoredFlag(_ name: String) async throws {
        try await access.run { connection in
            _ = try await connection.query("DELETE FROM flags WHERE name = \(name)", logger: access.logger)
        }
    }
}
