import Foundation
import Logging
import PostgresNIO

/// Every feature's history on a team database, recorded in `mosaic_feature_migrations`, run by
/// the owner's `team init` in its setup transaction (`TeamSetupLock`): all of it or none.
///
/// A database made before features kept their own histories has `mosaic_migrations`, Mosaic's
/// one shared history (versions 1 to 8). One at version 8 already has every feature's baseline:
/// those steps are recorded without running and only what came after them runs. One below is
/// refused, untouched.
///
/// Each step is checked before the next (`PostgresSafetyCheck`): a step that would leave a table
/// without row-level security, grant a table to anyone directly, or define an owner-run function
/// whose search path is not pinned rolls the whole setup back, naming what it found.
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
    /// there).
    func migrate(_ connection: PostgresConnection, label: String) async throws -> [Applied] {
        let schema = try await Self.currentSchema(connection, logger: logger)
        let kept = try await Self.recorded(connection, logger: logger)
        var recorded = kept ?? [:]
        if kept == nil {
            if let shared = try await Self.sharedVersion(connection, logger: logger) {
                guard shared >= Self.sharedSteps else {
                    throw SchemaError.beforeFeatureHistories(
                        database: label, found: shared, needed: Self.sharedSteps)
                }
                recorded = baselines
            }
            try await createTable(connection, schema: schema)
            for feature in features {
                for step in feature.postgres.prefix(recorded[feature.name] ?? 0) {
                    try await record(feature.name, step, note: " (already there)", connection)
                }
            }
        }
        let safety = PostgresSafetyCheck(logger: logger)
        var applied: [Applied] = []
        for feature in features {
            let done = recorded[feature.name] ?? 0
            if done > feature.postgres.count {
                throw SchemaError.newer(
                    database: label, feature: feature.name, found: done, known: feature.postgres.count)
            }
            for step in feature.postgres.dropFirst(done) {
                let before = try await safety.grants(connection)
                for statement in step.statements {
                    try await connection.run(
                        statement.replacingOccurrences(of: "{schema}", with: schema), logger: logger)
                }
                if let problem = try await safety.problem(connection, grantsBefore: before) {
                    throw SchemaError.unsafe(
                        feature: feature.name, version: step.version, summary: step.summary, problem: problem)
                }
                try await record(feature.name, step, note: "", connection)
                applied.append(Applied(feature: feature.name, version: step.version))
            }
        }
        return applied
    }

    /// Every feature's baseline steps, as a database at the shared history's end has them.
    private var baselines: [String: Int] {
        var adopted: [String: Int] = [:]
        for feature in features {
            adopted[feature.name] = feature.postgres.prefix { $0.isBaseline }.count
        }
        return adopted
    }

    private func createTable(_ connection: PostgresConnection, schema: String) async throws {
        try await connection.run(
            """
            CREATE TABLE \(schema).\(Self.table) (
                feature text NOT NULL, version integer NOT NULL, summary text NOT NULL,
                applied_at bigint NOT NULL, PRIMARY KEY (feature, version))
            """, logger: logger)
        try await connection.run(
            "ALTER TABLE \(schema).\(Self.table) ENABLE ROW LEVEL SECURITY", logger: logger)
        try await connection.run(
            "CREATE POLICY \(Self.table)_read ON \(schema).\(Self.table) FOR SELECT USING (true)",
            logger: logger)
    }

    private func record(
        _ feature: String, _ step: PostgresMigration, note: String, _ connection: PostgresConnection
    ) async throws {
        let now = StoredTime.milliseconds(Date())
        let summary = step.summary + note
        try await connection.query(
            """
            INSERT INTO mosaic_feature_migrations (feature, version, summary, applied_at)
            VALUES (\(feature), \(step.version), \(summary), \(now))
            """, logger: logger)
    }

    /// Whether the histories' table is there.
    static func hasTable(_ connection: PostgresConnection, logger: Logger) async throws -> Bool {
        try await connection.flag(
            "SELECT pg_catalog.to_regclass('mosaic_feature_migrations') IS NOT NULL", logger: logger)
    }

    /// The version each feature's data is at; nil before any feature history was kept.
    static func recorded(_ connection: PostgresConnection, logger: Logger) async throws -> [String: Int]? {
        guard try await hasTable(connection, logger: logger) else { return nil }
        var versions: [String: Int] = [:]
        for try await (feature, version) in try await connection.query(
            "SELECT feature, MAX(version) FROM mosaic_feature_migrations GROUP BY feature", logger: logger
        ).decode((String, Int).self) {
            versions[feature] = version
        }
        return versions
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
