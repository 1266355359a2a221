import Foundation
import GRDB

/// Every feature's history on an SQLite file, recorded in `mosaic_feature_migrations` (one row
/// per feature and step, with the checksum of the step's text). Opening an up-to-date file only
/// reads (`plan`), so a snapshot works while another process holds the write lock; the writes
/// (`apply`) are one transaction, run with foreign keys off and checked before it commits, as
/// GRDB's own migrator and SQLite's documented table rebuild do: a step that rebuilds a table
/// (create, copy, drop, rename) must not cascade-delete the rows that refer to it.
///
/// A file made before features kept their own histories has GRDB's `grdb_migrations` with
/// Mosaic's shared steps "v1 …" to "v5 …". One that completed them already has every feature's
/// baseline: the baseline steps are recorded without running, and only what came after them
/// runs. One that stopped earlier is refused, untouched (`SchemaError.beforeFeatureHistories`).
/// A file made before steps had checksums records them on its first open by this build.
struct SQLiteMigrator {
    /// Ordered (`FeatureOrder`), the platform's first.
    let features: [FeatureStorage]

    static let table = "mosaic_feature_migrations"
    /// The shared history's steps, the last of which every baseline stands on.
    static let sharedSteps = 5

    /// What opening must do: nothing, or the steps to record without running and to run.
    struct Plan {
        var adopt: [HistoryStep] = []
        var run: [HistoryStep] = []
        /// Steps the file ran before steps had checksums: their checksums are recorded now.
        var vouch: [HistoryStep] = []
        var createsTable = false
        var addsChecksums = false
        var isEmpty: Bool { adopt.isEmpty && run.isEmpty && vouch.isEmpty && !createsTable && !addsChecksums }
    }

    /// Reads what the file holds and what this build needs; throws, changing nothing, for a file
    /// from a newer Mosaic, from before the last shared step, or that ran a step this build has
    /// changed.
    func plan(_ db: Database, label: String) throws -> Plan {
        var plan = Plan()
        var recorded: [String: [Int: String?]] = [:]
        if try db.tableExists(Self.table) {
            plan.addsChecksums = try !db.columns(in: Self.table).contains { $0.name == "checksum" }
            let checksum = plan.addsChecksums ? "NULL" : "checksum"
            for row in try Row.fetchAll(db, sql: "SELECT feature, version, \(checksum) FROM \(Self.table)") {
                let feature: String = try row.decode(String.self, atIndex: 0)
                recorded[feature, default: [:]].updateValue(
                    try row.decode(String?.self, atIndex: 2), forKey: try row.decode(Int.self, atIndex: 1))
            }
        } else {
            plan.createsTable = true
            if try db.tableExists("grdb_migrations") {
                let shared = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations") ?? 0
                let complete =
                    try Bool.fetchOne(
                        db,
                        sql:
                            "SELECT EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier LIKE 'v\(Self.sharedSteps) %')"
                    ) ?? false
                guard complete else {
                    throw SchemaError.beforeFeatureHistories(
                        database: label, found: shared, needed: Self.sharedSteps)
                }
                for feature in features {
                    plan.adopt += feature.history(.sqlite).prefix { $0.isBaseline }
                }
            }
        }
        var done: [String: Int] = [:]
        for feature in features {
            let steps = feature.history(.sqlite)
            let ran = recorded[feature.name] ?? [:]
            let count = max(ran.keys.max() ?? 0, plan.adopt.filter { $0.feature == feature.name }.count)
            if count > steps.count {
                throw SchemaError.newer(
                    database: label, feature: feature.name, found: count, known: steps.count)
            }
            for (version, checksum) in ran.sorted(by: { $0.key < $1.key }) where version >= 1 {
                let step = steps[version - 1]
                guard let checksum else {
                    plan.vouch.append(step)
                    continue
                }
                if checksum != step.checksum {
                    throw SchemaError.changed(database: label, feature: feature.name, step: version)
                }
            }
            done[feature.name] = count
        }
        plan.run = try FeatureOrder.runOrder(features, backend: .sqlite, done: done)
        return plan
    }

    /// Records and runs `plan`, in the caller's write transaction (foreign keys off: see above).
    func apply(_ plan: Plan, _ db: Database) throws {
        if plan.createsTable {
            try db.execute(
                sql: """
                    CREATE TABLE IF NOT EXISTS \(Self.table) (
                        feature TEXT NOT NULL,
                        version INTEGER NOT NULL,
                        summary TEXT NOT NULL,
                        applied_at INTEGER NOT NULL,
                        checksum TEXT,
                        PRIMARY KEY (feature, version)
                    )
                    """)
        }
        if plan.addsChecksums {
            try db.execute(sql: "ALTER TABLE \(Self.table) ADD COLUMN checksum TEXT")
        }
        let vouch = try db.cachedStatement(
            sql: "UPDATE \(Self.table) SET checksum = ? WHERE feature = ? AND version = ?")
        for step in plan.vouch {
            try vouch.execute(arguments: [step.checksum, step.feature, step.version])
        }
        let now = StoredTime.milliseconds(Date())
        let record = try db.cachedStatement(
            sql:
                "INSERT INTO \(Self.table) (feature, version, summary, applied_at, checksum) VALUES (?, ?, ?, ?, ?)"
        )
        for step in plan.adopt {
            try record.execute(
                arguments: [
                    step.feature, step.version, step.summary + " (already there)", now, step.checksum,
                ])
        }
        for step in plan.run {
            try db.execute(sql: step.text)
            if let broken = try Row.fetchOne(db, sql: "PRAGMA foreign_key_check") {
                let table: String = try broken.decode(String.self, atIndex: 0)
                let parent: String = try broken.decode(String.self, atIndex: 2)
                throw SchemaError.unsafe(
                    feature: step.feature, version: step.version, summary: step.summary,
                    problem: "it leaves rows of \(table) that refer to no row of \(parent) (foreign keys are "
                        + "checked after each step, as SQLite's table rebuild asks)")
            }
            try record.execute(arguments: [step.feature, step.version, step.summary, now, step.checksum])
        }
    }
}
