import Infrastructure
import Logging
import PostgresNIO

/// Settings' data: the stored flag values (the "remote" layer of `FeatureFlags`, shared by a
/// team on PostgreSQL), registered by the settings plugin. Each person's own choices stay on
/// their machine (`PreferencesStore`).
public enum SettingsStorage {
    public static let feature = FeatureStorage(
        name: "settings", sqlite: SettingsSQLite.migrations, postgres: SettingsPostgres.migrations)

    /// The stored flag values.
    public static func flags(on storage: StorageAccess) -> any FlagStore {
        switch storage {
        case .sqlite(let access): SQLiteFlagStore(access: access)
        case .postgres(let access): PostgresFlagStore(access: access)
        }
    }

    /// What the flags' table announces when a value is set or cleared.
    public static let changedKind = "flags_changed"

    /// The owner's `team flag`: sets the team-wide value of a flag, or with nil removes it so
    /// the default applies.
    public static func setTeamFlag(_ name: String, to value: Bool?, on team: TeamDatabase) async throws {
        let logger = team.logger
        try await team.withOwnerConnection { connection in
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

/// Settings' history on SQLite. Step 1 is what every database made before features kept their
/// own histories already has.
enum SettingsSQLite {
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(
            version: 1, summary: "stored flag values", isBaseline: true,
            sql: """
                CREATE TABLE flags (name TEXT PRIMARY KEY, enabled INTEGER NOT NULL);
                \(ChangeLogSQL.sqliteTrigger("flags_log_inserts", after: "INSERT", on: "flags", kind: SettingsStorage.changedKind, subject: nil))
                \(ChangeLogSQL.sqliteTrigger("flags_log_updates", after: "UPDATE", on: "flags", kind: SettingsStorage.changedKind, subject: nil))
                \(ChangeLogSQL.sqliteTrigger("flags_log_deletes", after: "DELETE", on: "flags", kind: SettingsStorage.changedKind, subject: nil))
                """)
    ]
}

/// Settings' history on a team database: the flags are the owner's to set (`team flag`) and
/// everyone's to read. Step 1 is what every team database set up before features kept their
/// own histories already has; step 2 logs changes through the platform's logger (the one
/// trigger an older database had goes).
enum SettingsPostgres {
    static let migrations: [PostgresMigration] = [
        PostgresMigration(
            version: 1, summary: "stored flag values", isBaseline: true,
            statements: [
                "CREATE TABLE {schema}.flags (name text PRIMARY KEY, enabled boolean NOT NULL)",
                "ALTER TABLE {schema}.flags ENABLE ROW LEVEL SECURITY",
                "CREATE POLICY flags_read ON {schema}.flags FOR SELECT USING (true)",
            ]),
        PostgresMigration(
            version: 2, summary: "flag changes through the platform's logger",
            statements: ["DROP TRIGGER IF EXISTS flags_log_changes ON {schema}.flags"]
                + ChangeLogSQL.postgresTriggers(
                    on: "flags", prefix: "flags", inserted: SettingsStorage.changedKind,
                    updated: SettingsStorage.changedKind, deleted: SettingsStorage.changedKind, subject: nil)),
    ]
}

/// The event a change of a stored flag value makes, for previews, demos and tests.
extension StoreEvent {
    public static var flagsChanged: StoreEvent { .changed(StoredChange(kind: SettingsStorage.changedKind)) }
}
