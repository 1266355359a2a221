import GRDB
import Infrastructure
import Logging
import PostgresNIO

/// The profile's data: a person's bio, a column the profile adds to the platform's people (so a
/// database made before features kept their own data keeps it where it always was), with its
/// limit and, on a team database, the function a member edits their own profile through.
/// Registered by the profile's plugin.
public enum ProfileStorage {
    public static let feature = FeatureStorage(
        name: "profile", sqlite: ProfileSQLite.migrations, postgres: ProfilePostgres.migrations,
        memberFunctions: ["mosaic_update_profile(text, text)"],
        limitMessages: ["people_bio_rules": "a bio holds at most 160 characters and no control characters"])

    /// The bios as the session reads and writes them.
    public static func bios(on storage: StorageAccess) -> any BioStore {
        switch storage {
        case .sqlite(let access): SQLiteBioStore(access: access)
        case .postgres(let access): PostgresBioStore(access: access)
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

/// The profile's history on SQLite. Step 1 is what every database made before features kept
/// their own histories already has (its bio column, and a change of it logged as the person's).
enum ProfileSQLite {
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(
            version: 1, summary: "a person's bio", isBaseline: true,
            sql: """
                ALTER TABLE people ADD COLUMN bio TEXT NOT NULL DEFAULT '';
                \(ChangeLogSQL.sqliteTrigger("people_bio_log_updates", after: "UPDATE OF bio", on: "people", kind: "person_changed", subject: "NEW.id"))
                """)
    ]
}

/// The profile's history on a team database. Step 1 is what every team database set up before
/// features kept their own histories already has. A change of a bio is logged as the person's
/// by the platform's trigger on people.
enum ProfilePostgres {
    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    static let migrations: [PostgresMigration] = [
        PostgresMigration(
            version: 1, summary: "a person's bio, its limit, editing one's own profile", isBaseline: true,
            statements: [
                "ALTER TABLE {schema}.people ADD COLUMN bio text NOT NULL DEFAULT ''",
                """
                ALTER TABLE {schema}.people ADD CONSTRAINT people_bio_rules
                CHECK ({schema}.mosaic_text_fits(bio, 160, false, false)) NOT VALID
                """,
                // A member edits only their own row; NULL leaves a field as it is.
                """
                CREATE OR REPLACE FUNCTION {schema}.mosaic_update_profile(p_display_name text, p_bio text)
                RETURNS SETOF {schema}.people LANGUAGE plpgsql SECURITY DEFINER \(pinned)
                AS $$
                DECLARE
                    me bigint := {schema}.mosaic_caller_id();
                BEGIN
                    RETURN QUERY
                    UPDATE {schema}.people AS p
                    SET display_name = COALESCE(p_display_name, p.display_name), bio = COALESCE(p_bio, p.bio)
                    WHERE p.id = me
                    RETURNING p.*;
                END $$
                """,
            ])
    ]
}
