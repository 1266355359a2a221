import Foundation
import Logging
import PostgresNIO

/// Every feature's history on a team database, recorded in `mosaic_feature_migrations` with
/// each step's checksum, run by the owner's `team init` in its setup transaction
/// (`TeamSetupLock`): all of it or none.
///
/// A database made before features kept their own histories has `mosaic_migrations`, Mosaic's
/// one shared history (versions 1 to 8). One at version 8 already has every feature's baseline:
/// those steps are recorded without running and only what came after them runs. One below is
/// refused, untouched. One made before steps had checksums records them at this `team init`.
///
/// Each step is checked before the next (`PostgresSafetyCheck`): a step that would leave the
/// team database unsafe rolls the whole setup back, naming what it found.
struct PostgresMigrator {
    /// Ordered (`FeatureOrder`), the platform's first.
    let features: [FeatureStorage]
    let logger: Logger

    static let table = "mosaic_feature_migrations"
    /// The shared history's last version, on which every baseline stands.
    static let sharedSteps = 8

    /// A step this setup ran ("feed 2").
    struct Applied: Sendable, Equatable, CustomStringConvertible {
        var feature: String
        var version: Int
        var description: String { "\(feature) \(version)" }
    }

    /// Brings every history up to date; returns the steps run (not those recorded as already
    /// there). Throws `SchemaError.changed`, before running anything, when the database ran a
    /// step this build has changed.
    func migrate(_ connection: PostgresConnection, label: String) async throws -> [Applied] {
        let schema = try await Self.currentSchema(connection, logger: logger)
        var recorded: [String: [Int: String?]]
        if let kept = try await Self.recordedSteps(connection, logger: logger) {
            recorded = kept
            try await connection.run(
                "ALTER TABLE \(schema).\(Self.table) ADD COLUMN IF NOT EXISTS checksum text", logger: logger)
        } else {
            recorded = [:]
            let shared = try await Self.sharedVersion(connection, logger: logger)
            if let shared, shared < Self.sharedSteps {
                throw SchemaError.beforeFeatureHistories(
                    database: label, found: shared, needed: Self.sharedSteps)
            }
            try await createTable(connection, schema: schema)
            if shared != nil {
                for feature in features {
                    for step in feature.history(.postgres).prefix(while: \.isBaseline) {
                        try await record(step, note: " (already there)", connection)
                        recorded[feature.name, default: [:]].updateValue(step.checksum, forKey: step.version)
                    }
                }
            }
        }
        var done: [String: Int] = [:]
        for feature in features {
            let steps = feature.history(.postgres)
            let ran = recorded[feature.name] ?? [:]
            let count = ran.keys.max() ?? 0
            if count > steps.count {
                throw SchemaError.newer(
                    database: label, feature: feature.name, found: count, known: steps.count)
            }
            for (version, checksum) in ran.sorted(by: { $0.key < $1.key }) where version >= 1 {
                let step = steps[version - 1]
                if let checksum, checksum != step.checksum {
                    throw SchemaError.changed(database: label, feature: feature.name, step: version)
                }
                if checksum == nil {
                    try await connection.query(
                        """
                        UPDATE mosaic_feature_migrations SET checksum = \(step.checksum)
                        WHERE feature = \(feature.name) AND version = \(version)
                        """, logger: logger)
                }
            }
            done[feature.name] = count
        }
        let safety = PostgresSafetyCheck(features: features, logger: logger)
        var applied: [Applied] = []
        for step in try FeatureOrder.runOrder(features, backend: .postgres, done: done) {
            let before = try await safety.grants(connection)
            for statement in step.statements {
                try await connection.run(
                    statement.replacingOccurrences(of: "{schema}", with: schema), logger: logger)
            }
            if let problem = try await safety.problem(connection, grantsBefore: before) {
                throw SchemaError.unsafe(
                    feature: step.feature, version: step.version, summary: step.summary, problem: problem)
            }
            try await record(step, note: "", connection)
            applied.append(Applied(feature: step.feature, version: step.version))
        }
        return applied
    }

    private func createTable(_ connection: PostgresConnection, schema: String) async throws {
        try await connection.run(
            """
            CREATE TABLE \(schema).\(Self.table) (
                feature text NOT NULL, version integer NOT NULL, summary text NOT NULL,
                applied_at bigint NOT NULL, checksum text, PRIMARY KEY (feature, version))
            """, logger: logger)
        try await connection.run(
            "ALTER TABLE \(schema).\(Self.table) ENABLE ROW LEVEL SECURITY", logger: logger)
        try await connection.run(
            "CREATE POLICY \(Self.table)_read ON \(schema).\(Self.table) FOR SELECT USING (true)",
            logger: logger)
    }

    private func record(_ step: HistoryStep, note: String, _ connection: PostgresConnection) async throws {
        let now = StoredTime.milliseconds(Date())
        let summary = step.summary + note
        try await connection.query(
            """
            INSERT INTO mosaic_feature_migrations (feature, version, summary, applied_at, checksum)
            VALUES (\(step.feature), \(step.version), \(summary), \(now), \(step.checksum))
            """, logger: logger)
    }

    /// Whether the histories' table is there.
    static func hasTable(_ connection: PostgresConnection, logger: Logger) async throws -> Bool {
        try await connection.flag(
            "SELECT pg_catalog.to_regclass('mosaic_feature_migrations') IS NOT NULL", logger: logger)
    }

    /// The version each feature's data is at; nil before any feature history was kept.
    static func recorded(_ connection: PostgresConnection, logger: Logger) async throws -> [String: Int]? {
        try await recordedSteps(connection, logger: logger)?.mapValues { $0.keys.max() ?? 0 }
    }

    /// Each feature's recorded steps with their checksums (nil: run before steps had checksums);
    /// nil before any feature history was kept.
    static func recordedSteps(_ connection: PostgresConnection, logger: Logger) async throws
        -> [String: [Int: String?]]?
    {
        guard try await hasTable(connection, logger: logger) else { return nil }
        let hasChecksums = try await connection.flag(
            """
            SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_attribute
                WHERE attrelid = pg_catalog.to_regclass('mosaic_feature_migrations') AND attname = 'checksum'
                    AND NOT attisdropped)
            """, logger: logger)
        var steps: [String: [Int: String?]] = [:]
        let query: PostgresQuery =
            hasChecksums
            ? "SELECT feature, version, checksum FROM mosaic_feature_migrations"
            : "SELECT feature, version, NULL::text FROM mosaic_feature_migrations"
        for try await (feature, version, checksum) in try await connection.query(query, logger: logger)
            .decode(
                (String, Int, String?).self)
        {
            steps[feature, default: [:]].updateValue(checksum, forKey: version)
        }
        return steps
    }

    /// The shared history's version of a database made before feature histories; nil for none.
    static func sharedVersion(_ connection: PostgresConnection, logger: Logger) async throws -> Int? {
        guard
            try await connection.flag(
                "SELECT pg_catalog.to_regclass('mosaic_migrations') IS NOT NULL", logger: logger)
        else { return nil }
        var found = 0
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
        ).decode(String.self) {
            schema = name
        }
        return PostgresTeamSchema.quoted(schema)
    }
}
