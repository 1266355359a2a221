import Crypto
import Foundation

/// One step of a feature's history on SQLite. A shipped step never changes: the engine records
/// its checksum when it runs and refuses a build whose text differs (`SchemaError.changed`), so
/// its text is a literal of its own, never built from constants a later step could share.
public struct SQLiteMigration: Sendable {
    /// 1, 2, 3…: a feature's steps are numbered from 1 without gaps.
    public let version: Int
    /// What it does, in a few words (recorded with it).
    public let summary: String
    /// Steps of other histories that must have run before this one ("saved 2 needs feed 3"):
    /// the tables or published contracts it names are theirs.
    public let needs: [StepNeed]
    /// One or more statements, run in the migration's transaction.
    public let sql: String
    /// Part of the schema every database made before features kept their own histories already
    /// has (Mosaic's one shared history, up to its last step): such a database records this
    /// step as applied without running it, so its tables keep their names, columns and rows.
    public let isBaseline: Bool

    public init(
        version: Int, summary: String, needs: [StepNeed] = [], isBaseline: Bool = false, sql: String
    ) {
        self.version = version
        self.summary = summary
        self.needs = needs
        self.sql = sql
        self.isBaseline = isBaseline
    }

    /// What a database records of the step's text when it runs it.
    public var checksum: String { StepChecksum.of(sql) }
}

/// One step of a feature's history on PostgreSQL: statements run one at a time (the extended
/// protocol takes one per query) in the owner's setup transaction. `{schema}` in a statement
/// becomes the team's quoted schema: functions run with a pinned search path, so they name
/// every table of theirs with it. Frozen once shipped, as `SQLiteMigration`.
public struct PostgresMigration: Sendable {
    public let version: Int
    public let summary: String
    /// As `SQLiteMigration.needs`, in the other histories' PostgreSQL steps.
    public let needs: [StepNeed]
    public let statements: [String]
    /// As `SQLiteMigration.isBaseline`.
    public let isBaseline: Bool

    public init(
        version: Int, summary: String, needs: [StepNeed] = [], isBaseline: Bool = false,
        statements: [String]
    ) {
        self.version = version
        self.summary = summary
        self.needs = needs
        self.statements = statements
        self.isBaseline = isBaseline
    }

    /// What a database records of the step's text when it runs it (the statements as written,
    /// before `{schema}` is filled in, so every schema of a server records the same).
    public var checksum: String { StepChecksum.of(statements.joined(separator: "\u{0}")) }
}

/// A step of another history that a step needs to have run first: "feed 3".
public struct StepNeed: Sendable, Hashable, CustomStringConvertible {
    public let feature: String
    public let step: Int

    /// `.step(3, of: "feed")`: the feed's third step, on the backend of the step that needs it.
    public static func step(_ step: Int, of feature: String) -> StepNeed {
        StepNeed(feature: feature, step: step)
    }

    public var description: String { "\(feature) \(step)" }
}

/// A step's text as a database records it: SHA-256, in hex.
enum StepChecksum {
    static func of(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}

/// Which history of a feature's.
enum Backend: String, Sendable {
    case sqlite = "SQLite"
    case postgres = "PostgreSQL"
}

/// A step of either backend, as the engine orders and checks it.
struct HistoryStep: Sendable {
    let feature: String
    let version: Int
    let summary: String
    let needs: [StepNeed]
    let isBaseline: Bool
    let checksum: String
    /// What runs: SQLite's script as one, PostgreSQL's statements one by one.
    let statements: [String]

    /// Every statement of it, for the checks that read what it names.
    var text: String { statements.joined(separator: ";\n") }
}

extension FeatureStorage {
    /// Its steps on `backend`, as the engine orders and checks them.
    func history(_ backend: Backend) -> [HistoryStep] {
        switch backend {
        case .sqlite:
            sqlite.map {
                HistoryStep(
                    feature: name, version: $0.version, summary: $0.summary, needs: $0.needs,
                    isBaseline: $0.isBaseline, checksum: $0.checksum, statements: [$0.sql])
            }
        case .postgres:
            postgres.map {
                HistoryStep(
                    feature: name, version: $0.version, summary: $0.summary, needs: $0.needs,
                    isBaseline: $0.isBaseline, checksum: $0.checksum, statements: $0.statements)
            }
        }
    }
}
