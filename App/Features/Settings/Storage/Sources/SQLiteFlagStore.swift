import GRDB
import Infrastructure

/// `FlagStore` on SQLite.
struct SQLiteFlagStore: FlagStore {
    let access: SQLiteAccess

    func storedFlags() async throws -> [String: Bool] {
        try await access.read { db in
            var flags: [String: Bool] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, enabled FROM flags") {
                flags[try row.decode(String.self, atIndex: 0)] = try row.decode(Bool.self, atIndex: 1)
            }
            return flags
        }
    }

    func setStoredFlag(_ name: String, to value: Bool) async throws {
        guard !name.isEmpty else { throw StoreError.invalid("a flag needs a name") }
        try await access.write { db in
            try db.execute(
                sql:
                    "INSERT INTO flags (name, enabled) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET enabled = excluded.enabled",
                arguments: [name, value])
        }
    }

    func clearStoredFlag(_ name: String) async throws {
        try await access.write { db in
            try db.execute(sql: "DELETE FROM flags WHERE name = ?", arguments: [name])
        }
    }
}
