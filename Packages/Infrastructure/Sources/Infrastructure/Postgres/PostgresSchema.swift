import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL schema as versioned migrations (one statement per entry: the extended
/// protocol runs one statement at a time). Never edit a shipped migration; add one.
enum PostgresSchema {
    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE people (
                id BIGSERIAL PRIMARY KEY, handle TEXT NOT NULL UNIQUE, display_name TEXT NOT NULL,
                bio TEXT NOT NULL DEFAULT '', created_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE posts (
                id BIGSERIAL PRIMARY KEY,
                author_id BIGINT NOT NULL REFERENCES people(id) ON DELETE CASCADE,
                title TEXT NOT NULL, body TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '[]',
                created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL, like_count INTEGER NOT NULL DEFAULT 0)
            """,
            "CREATE INDEX posts_by_time ON posts (created_at DESC, id DESC)",
            "CREATE INDEX posts_by_author_time ON posts (author_id, created_at DESC, id DESC)",
            "CREATE TABLE flags (name TEXT PRIMARY KEY, enabled BOOLEAN NOT NULL)",
            "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        ],
        PostgresTagIndex.migration,
        PostgresTeamSchema.migration,
        PostgresChangeLog.migration,
        PostgresHardening.migration,
        PostgresTagKeys.migration,
        PostgresLikes.migration,
        PostgresTagFolding.migration,
    ]

    /// Applies missing migrations, in the caller's transaction (`TeamSetupLock` holds the setup
    /// lock around it, so two owners running `team init` together do not race). Refuses a
    /// database migrated by a newer Mosaic. Returns the versions it applied. `{schema}` in a
    /// statement becomes the quoted schema the tables live in.
    static func migrate(_ connection: PostgresConnection, logger: Logger, label: String) async throws -> [Int]
    {
        try await connection.query(
            "CREATE TABLE IF NOT EXISTS mosaic_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)",
            logger: logger)
        let found = try await version(connection, logger: logger)
        if found > migrations.count {
            throw StoreError.newerSchema(path: label, found: found, supported: migrations.count)
        }
        let schema = try await currentSchema(connection, logger: logger)
        var applied: [Int] = []
        for version in (found + 1)..<(migrations.count + 1) {
            for statement in migrations[version - 1] {
                let sql = statement.replacingOccurrences(of: "{schema}", with: schema)
                try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
            }
            let now = StoredTime.milliseconds(Date())
            try await connection.query(
                "INSERT INTO mosaic_migrations (version, applied_at) VALUES (\(version), \(now))",
                logger: logger)
            applied.append(version)
        }
        return applied
    }

    /// The highest migration applied; 0 for none (or no migrations table yet).
    static func version(_ connection: PostgresConnection, logger: Logger) async throws -> Int {
        var found = 0
        guard
            try await connection.flag(
                "SELECT pg_catalog.to_regclass('mosaic_migrations') IS NOT NULL", logger: logger)
        else { return 0 }
        for try await version in try await connection.query(
            "SELECT COALESCE(MAX(version), 0) FROM mosaic_migrations", logger: logger
        ).decode(Int.self) {
            found = version
        }
        return found
    }

    /// The schema new tables go to, quoted for use in statements.
    static func currentSchema(_ connection: PostgresConnection, logger: Logger) async throws -> String {
        var schema = "public"
        for try await name in try await connection.query(
            "SELECT COALESCE(current_schema()::text, 'public')", logger: logger
        )
        .decode(String.self) {
            schema = name
        }
        return PostgresTeamSchema.quoted(schema)
    }
}
