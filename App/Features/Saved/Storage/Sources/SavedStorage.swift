import Infrastructure

/// The Saved feature's data: which posts each person saved, on SQLite and on a team's
/// PostgreSQL, registered by the Saved plugin (`SavedPlugin.storage`). Its table names the
/// feed's posts, so its history runs after the feed's (`dependencies`); a post its author
/// deletes leaves every list it was saved in.
public enum SavedStorage {
    public static let feature = FeatureStorage(
        name: "saved", dependencies: ["feed"], sqlite: SavedSQLite.migrations,
        postgres: SavedPostgres.migrations, memberFunctions: SavedPostgres.memberFunctions,
        limitMessages: [SavedRules.limitConstraint: SavedRules.limitMessage])

    /// The saved posts as the session reads and writes them.
    public static func posts(on storage: StorageAccess) -> any SavedPostStore {
        switch storage {
        case .sqlite(let access): SQLiteSavedPostStore(access: access)
        case .postgres(let access): PostgresSavedPostStore(access: access)
        }
    }
}
