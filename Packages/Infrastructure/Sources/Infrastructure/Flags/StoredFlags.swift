import GRDB
import PostgresNIO

/// The flag values stored in the database (the "remote" layer of `FeatureFlags`, shared by a
/// team on PostgreSQL): the platform's, since every feature reads flags. Each person's own
/// overrides stay on their machine (`Preferences.flagOverrides`).
public enum StoredFlags {
    /// What the flags' table announces when a value is set or cleared (`StoreEvent.flagsChanged`).
    public static let changedKind = "flags_changed"

    /// The stored flag values on an opened database.
    public static func store(on storage: StorageAccess) -> any FlagStore {
        switch storage {
        case .sqlite(let access): SQLiteFlagStore(access: access)
        case .postgres(let access): PostgresFlagStore(access: access)
        }
    }
}

extension StoreEvent {
    /// A stored flag value was set or cleared.
    public static var flagsChanged: StoreEvent { .changed(StoredChange(kind: StoredFlags.changedKind)) }

    /// Whether this is news of the stored flags.
    public var isFlagsChange: Bool {
        if case .changed(let change) = self { return change.kind == StoredFlags.changedKind }
        return false
    }
}

extension TeamDatabase {
    /// The owner's `team flag`: sets the team-wide value of a flag, or with nil removes it so the
    /// default applies.
    public func setFlag(_ name: String, to value: Bool?) async throws {
        let logger = logger
        try await withOwnerConnection { connection in
            if let value {
                try await connection.query(
                    """
                    INSERT INTO flags (name, enabled) VALUES (\(name), \(value))
                    ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled
                    """, logger: logger)
            } else {
                try await connection.query("DELETE FROM flags WHERE name = \(name)", logger: logger)
            }
        }
    }
}

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

/// `FlagStore` on PostgreSQL: the values a team shares (members read them; the owner sets them).
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
