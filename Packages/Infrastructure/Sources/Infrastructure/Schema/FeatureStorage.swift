/// A feature's data as the engine keeps it: its history of migrations on each backend, the
/// functions members may call on a team database, and the sentences its database limits say.
///
/// It is written in the feature's own folder in the shell (`App/Features/<Name>/Storage/`) and
/// registered by the feature's plugin, as a Django app or a Rails engine owns its models and
/// migrations. The engine knows no feature: it runs every registered history, one per feature,
/// in the order their dependencies give, and on PostgreSQL refuses a migration that would leave
/// the team database unsafe (`PostgresSafetyCheck`).
public struct FeatureStorage: Sendable {
    /// The history's name, recorded with each applied version ("feed"): never change it.
    public let name: String
    /// Histories this one builds on (its tables refer to theirs). They run first; the
    /// platform's (people, the change log) always runs first.
    public let dependencies: [String]
    public let sqlite: [SQLiteMigration]
    public let postgres: [PostgresMigration]
    /// On a team database, the owner-run functions members may call, with their argument types
    /// ("mosaic_publish(text, text, text, text)"): the only writes members have.
    public let memberFunctions: [String]
    /// Tables members may not even read (the engine grants SELECT on every other table of the
    /// team; row-level security decides which rows).
    public let ownerOnlyTables: [String]
    /// What each named CHECK constraint means, said to the person it refuses
    /// ("posts_title_rules": "a title needs 1 to 120 characters and no control characters").
    public let limitMessages: [String: String]

    public init(
        name: String, dependencies: [String] = [], sqlite: [SQLiteMigration], postgres: [PostgresMigration],
        memberFunctions: [String] = [], ownerOnlyTables: [String] = [], limitMessages: [String: String] = [:]
    ) {
        self.name = name
        self.dependencies = dependencies
        self.sqlite = sqlite
        self.postgres = postgres
        self.memberFunctions = memberFunctions
        self.ownerOnlyTables = ownerOnlyTables
        self.limitMessages = limitMessages
    }
}

extension FeatureStorage {
    /// Every feature's limit messages together (constraint names are unique in a schema).
    static func limitMessages(of features: [FeatureStorage]) -> [String: String] {
        features.reduce(into: [:]) { all, feature in all.merge(feature.limitMessages) { first, _ in first } }
    }
}

/// One step of a feature's history on SQLite. Never edit a shipped step; add one.
public struct SQLiteMigration: Sendable {
    /// 1, 2, 3…: a feature's steps are numbered from 1 without gaps.
    public let version: Int
    /// What it does, in a few words (recorded with it).
    public let summary: String
    /// One or more statements, run in the migration's transaction.
    public let sql: String
    /// Part of the schema every database made before features kept their own histories already
    /// has (Mosaic's one shared history, up to its last step): such a database records this
    /// step as applied without running it, so its tables keep their names, columns and rows.
    public let isBaseline: Bool

    public init(version: Int, summary: String, isBaseline: Bool = false, sql: String) {
        self.version = version
        self.summary = summary
        self.sql = sql
        self.isBaseline = isBaseline
    }
}

/// One step of a feature's history on PostgreSQL: statements run one at a time (the extended
/// protocol takes one per query) in the owner's setup transaction. `{schema}` in a statement
/// becomes the team's quoted schema: functions run with a pinned search path, so they name
/// every table of theirs with it.
public struct PostgresMigration: Sendable {
    public let version: Int
    public let summary: String
    public let statements: [String]
    /// As `SQLiteMigration.isBaseline`.
    public let isBaseline: Bool

    public init(version: Int, summary: String, isBaseline: Bool = false, statements: [String]) {
        self.version = version
        self.summary = summary
        self.statements = statements
        self.isBaseline = isBaseline
    }
}
