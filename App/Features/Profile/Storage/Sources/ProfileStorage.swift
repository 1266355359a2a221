import GRDB
import Infrastructure
import Logging
import PostgresNIO

/// The profile's data: a person's bio, a column the profile adds to the platform's people (so a
/// database made before features kept their own data keeps it where it always was), with its
/// limit and, on a team database, the function a member edits their own profile through; and a
/// person's posts, read through the feed's published `feed_posts_v1` (its contract test with the
/// feed, `Storage/Contracts/Feed/`, runs in the feed's own suite). Registered by the profile's
/// plugin.
public enum ProfileStorage {
    public static let feature = FeatureStorage(
        name: "profile", sqlite: ProfileSQLite.migrations, postgres: ProfilePostgres.migrations,
        uses: ["feed_posts_v1"], memberFunctions: ["mosaic_update_profile(text, text)"],
        limitMessages: ["people_bio_rules": "a bio holds at most 160 characters and no control characters"])

    /// The bios as the session reads and writes them.
    public static func bios(on storage: StorageAccess) -> any BioStore {
        switch storage {
        case .sqlite(let access): SQLiteBioStore(access: access)
        case .postgres(let access): PostgresBioStore(access: access)
        }
    }

    /// A person's posts as their profile lists them, through the feed's contract.
    public static func posts(on storage: StorageAccess) -> any ProfilePostStore {
        switch storage {
        case .sqlite(let access): SQLiteProfilePostStore(access: access)
        case .postgres(let access): PostgresProfilePostStore(access: access)
        }
    }

    /// Bios for people just added in a bulk write (`mosaic import`, sample data), in its
    /// transaction, on SQLite.
    public static func setBios(_ bios: [(personID: Int64, bio: String)], in db: Database) throws {
        try SQLiteBioStore.setBios(bios, db)
    }

    /// The same on PostgreSQL, as the owner.
    public static func setBios(
        _ bios: [(personID: Int64, bio: String)], in connection: PostgresConnection, logger: Logger
    ) async throws {
        try await PostgresBioStore.setBios(bios, connection, logger: logger)
    }
}
