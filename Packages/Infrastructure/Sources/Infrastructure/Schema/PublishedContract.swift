/// What a feature publishes for other features to read or react to: the only names of its data
/// another feature's steps and stores may use, so the owner may change everything else.
///
/// A contract is named for its owner and versioned (`feed_posts_v1`): a change that would break
/// what consumers read is a new contract (`feed_posts_v2`) beside the old one, which stays until
/// no consumer names it. It is made by a step of the owner's history on each backend, and a
/// consumer's step that names it needs that step (`StepNeed`), which the engine checks.
public struct PublishedContract: Sendable, Equatable {
    /// How consumers meet it.
    public enum Kind: Sendable, Equatable {
        /// Rows to read: a view on SQLite, a set-returning SQL function (`name()`) on
        /// PostgreSQL, which runs as its caller so row-level security holds on every version
        /// (a view would run as its owner before PostgreSQL 15's `security_invoker`), and which
        /// the planner inlines into the consumer's query, indexes and all. Members may call it.
        case rows
        /// News to react to: a table the owner writes a row to for each event and empties in the
        /// same statement, so it is always empty; a consumer hangs a trigger on it, which runs in
        /// the owner's transaction. Members cannot read it.
        case events
    }

    /// `<owner>_<what>_v<version>`, the name consumers write in their SQL.
    public let name: String
    public let kind: Kind
    /// What it holds, said to the teams that consume it.
    public let about: String
    /// The owner's steps that make it: its SQLite step and its PostgreSQL step.
    public let sqliteStep: Int
    public let postgresStep: Int

    public init(name: String, kind: Kind, about: String, sqliteStep: Int, postgresStep: Int) {
        self.name = name
        self.kind = kind
        self.about = about
        self.sqliteStep = sqliteStep
        self.postgresStep = postgresStep
    }

    func step(_ backend: Backend) -> Int {
        backend == .sqlite ? sqliteStep : postgresStep
    }
}
