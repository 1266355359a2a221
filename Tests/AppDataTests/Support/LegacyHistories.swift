@testable import Infrastructure
@testable import MosaicShell

/// The histories as the build of fa79911 had them, the last before contracts and checksums: the
/// first steps of today's histories (frozen: `ShippedStepsTests`), and Settings' own, since
/// retired (the platform keeps the stored flags now: platform SQLite 3, PostgreSQL 8). A
/// database made with these is what that build made.
enum LegacyHistories {
    /// How many steps each history had then, SQLite and PostgreSQL.
    static let steps: [String: (sqlite: Int, postgres: Int)] = [
        "platform": (2, 7), "feed": (2, 5), "messages": (1, 2), "profile": (1, 1), "saved": (1, 1),
    ]

    /// Each feature's history then.
    static var features: [FeatureStorage] {
        AppData.features.compactMap { feature in steps[feature.name].map { prefix(of: feature, $0) } } + [
            settings
        ]
    }

    /// The platform's history then.
    static var platform: FeatureStorage {
        prefix(of: PlatformStorage.feature, steps["platform"] ?? (0, 0))
    }

    private static func prefix(of feature: FeatureStorage, _ count: (sqlite: Int, postgres: Int))
        -> FeatureStorage
    {
        let postgres = Array(feature.postgres.prefix(count.postgres))
        // The member functions those steps made (a later step's are not there to grant).
        let made = postgres.flatMap(\.statements).joined(separator: "\n")
        return FeatureStorage(
            name: feature.name, sqlite: Array(feature.sqlite.prefix(count.sqlite)), postgres: postgres,
            memberFunctions: feature.memberFunctions.filter {
                made.contains("{schema}." + ($0.split(separator: "(").first.map(String.init) ?? $0) + "(")
            },
            ownerFunctions: feature.ownerFunctions, ownerOnlyTables: feature.ownerOnlyTables,
            limitMessages: feature.limitMessages)
    }

    /// Settings' history as it shipped: the stored flags' table and its triggers.
    static let settings = FeatureStorage(
        name: "settings",
        sqlite: [
            SQLiteMigration(
                version: 1, summary: "stored flag values", isBaseline: true,
                sql:
                    #"""
                    CREATE TABLE flags (name TEXT PRIMARY KEY, enabled INTEGER NOT NULL);
                    CREATE TRIGGER flags_log_inserts AFTER INSERT ON flags BEGIN
                        INSERT INTO change_log (kind, subject, author, at)
                        VALUES ('flags_changed', NULL, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
                    END;
                    CREATE TRIGGER flags_log_updates AFTER UPDATE ON flags BEGIN
                        INSERT INTO change_log (kind, subject, author, at)
                        VALUES ('flags_changed', NULL, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
                    END;
                    CREATE TRIGGER flags_log_deletes AFTER DELETE ON flags BEGIN
                        INSERT INTO change_log (kind, subject, author, at)
                        VALUES ('flags_changed', NULL, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
                    END;
                    """#)
        ],
        postgres: [
            PostgresMigration(
                version: 1, summary: "stored flag values", isBaseline: true,
                statements: [
                    #"""
                    CREATE TABLE {schema}.flags (name text PRIMARY KEY, enabled boolean NOT NULL)
                    """#,
                    #"""
                    ALTER TABLE {schema}.flags ENABLE ROW LEVEL SECURITY
                    """#,
                    #"""
                    CREATE POLICY flags_read ON {schema}.flags FOR SELECT USING (true)
                    """#,
                ]),
            PostgresMigration(
                version: 2, summary: "flag changes through the platform's logger",
                statements: [
                    #"""
                    DROP TRIGGER IF EXISTS flags_log_changes ON {schema}.flags
                    """#,
                    #"""
                    DROP TRIGGER IF EXISTS flags_log_inserts ON {schema}.flags
                    """#,
                    #"""
                    CREATE TRIGGER flags_log_inserts AFTER INSERT ON {schema}.flags FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('flags_changed')
                    """#,
                    #"""
                    DROP TRIGGER IF EXISTS flags_log_updates ON {schema}.flags
                    """#,
                    #"""
                    CREATE TRIGGER flags_log_updates AFTER UPDATE ON {schema}.flags FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('flags_changed')
                    """#,
                    #"""
                    DROP TRIGGER IF EXISTS flags_log_deletes ON {schema}.flags
                    """#,
                    #"""
                    CREATE TRIGGER flags_log_deletes AFTER DELETE ON {schema}.flags FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('flags_changed')
                    """#,
                ]),
        ])
}
