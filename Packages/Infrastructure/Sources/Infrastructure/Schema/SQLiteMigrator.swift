import Foundation
import GRDB

/// Every feature's history on an SQLite file, recorded in `mosaic_feature_migrations` (one row
/// per feature and version). Opening an up-to-date file only reads (`plan`), so a snapshot
/// works while another process holds the write lock; the writes (`apply`) are one transaction.
///
/// A file made before features kept their own histories has GRDB's `grdb_migrations` with
/// Mosaic's shared steps "v1 …" to "v5 …". One that completed them already has every feature's
/// baseline: the baseline steps are recorded without running, and only what came after them
/// runs. One that stopped earlier is refused, untouched (`SchemaError.beforeFeatureHistories`).
struct SQLiteMigrator {
    /// Ordered (`FeatureOrder`), the platform's first.
    let features: [FeatureStorage]

    static let table = "mosaic_feature_migrations"
    /// The shared history's steps, the last of which every baseline stands on.
    static let sharedSteps = 5

    /// What opening must do: nothing, or the steps to record without running and to run.
    struct Plan {
        var adopt: [(feature: String, step: SQLiteMigration)] = []
        var run: [(feature: String, step: SQLiteMigration)] = []
        var createsTable = false
        var isEmpty: Bool { adopt.isEmpty && run.isEmpty && !createsTable }
    }

    /// Reads what the file holds and what this build needs; throws, changing nothing, for a file
    /// from a newer Mosaic or from before the last shared step.
    func plan(_ db: Database, label: String) throws -> Plan {
        var plan = Plan()
        var applied: [String: Int] = [:]
        if try db.tableExists(Self.table) {
            for row in try Row.fetchAll(
                db, sql: "SELECT feature, MAX(version) FROM \(Self.table) GROUP BY feature")
            {
                applied[try row.decode(String.self, atIndex: 0)] = try row.decode(Int.self, atIndex: 1)
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
                    for step in feature.sqlite where step.isBaseline {
                        plan.adopt.append((feature.name, step))
                        applied[feature.name] = step.version
                    }
                }
            }
        }
        for feature in features {
            let done = applied[feature.name] ?? 0
            if done > feature.sqlite.count {
                throw SchemaError.newer(
                    database: label, feature: feature.name, found: done, known: feature.sqlite.count)
            }
            plan.run += feature.sqlite.dropFirst(done).map { (feature.name, $0) }
        }
        return plan
    }

    /// Records and runs `plan`, in the caller's write transaction.
    func apply(_ plan: Plan, _ db: Database) throws {
        if plan.createsTable {
            try db.execute(
                sql: """
                    CREATE TABLE IF NOT EXISTS \(Self.table) (
                        feature TEXT NOT NULL,
                        version INTEGER NOT NULL,
                        summary TEXT NOT NULL,
                        applied_at INTEGER NOT NULL,
                        PRIMARY KEY (feature, version)
                    )
                    """)
        }
        let now = StoredTime.milliseconds(Date())
        let record = try db.cachedStatement(
            sql: "INSERT INTO \(Self.table) (feature, version, summary, applied_at) VALUES (?, ?, ?, ?)")
        for (feature, step) in plan.adopt {
            try record.execute(arguments: [feature, step.version, step.summary + " (already there)", now])
        }
        for (feature, step) in plan.run {
            try db.execute(sql: step.sql)
            try record.execute(arguments: [feature, step.version, step.summary, now])
        }
    }
}
