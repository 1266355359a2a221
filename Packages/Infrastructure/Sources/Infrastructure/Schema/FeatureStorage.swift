/// A feature's data as the engine keeps it: its history of migrations on each backend, what it
/// publishes for other features and which of theirs it uses, the functions members may call on a
/// team database, and the sentences its database limits say.
///
/// It is written in the feature's own folder in the shell (`App/Features/<Name>/Storage/`) and
/// registered by the feature's plugin, as a Django app or a Rails engine owns its models and
/// migrations. The engine knows no feature: it runs every registered history, a step after the
/// steps of other histories it needs (`StepNeed`), checks that every step is the one a database
/// ran (`SchemaError.changed`), and on PostgreSQL refuses a migration that would leave the team
/// database unsafe (`PostgresSafetyCheck`).
public struct FeatureStorage: Sendable {
    /// The history's name, recorded with each applied version ("feed"): never change it.
    public let name: String
    public let sqlite: [SQLiteMigration]
    public let postgres: [PostgresMigration]
    /// What other features may read or react to (`PublishedContract`): nothing else of its data
    /// is theirs to name.
    public let publishes: [PublishedContract]
    /// Other features' contracts its steps and stores name ("feed_posts_v1").
    public let uses: [String]
    /// On a team database, the functions members may call, with their argument types
    /// ("mosaic_publish(text, text, text, text)"): the only writes members have. Members may
    /// execute nothing else of the schema but its published `rows` contracts.
    public let memberFunctions: [String]
    /// Owner-run (`SECURITY DEFINER`) functions members may not call: those its own member
    /// functions call, or the web login's. Every owner-run function of a step is one of these,
    /// a member function or a trigger's, or the step is refused.
    public let ownerFunctions: [String]
    /// Tables members may not even read (the engine grants SELECT on every other table of the
    /// team; row-level security decides which rows).
    public let ownerOnlyTables: [String]
    /// What each named CHECK constraint means, said to the person it refuses
    /// ("posts_title_rules": "a title needs 1 to 120 characters and no control characters").
    public let limitMessages: [String: String]

    public init(
        name: String, sqlite: [SQLiteMigration], postgres: [PostgresMigration],
        publishes: [PublishedContract] = [], uses: [String] = [], memberFunctions: [String] = [],
        ownerFunctions: [String] = [], ownerOnlyTables: [String] = [], limitMessages: [String: String] = [:]
    ) {
        self.name = name
        self.sqlite = sqlite
        self.postgres = postgres
        self.publishes = publishes
        self.uses = uses
        self.memberFunctions = memberFunctions
        self.ownerFunctions = ownerFunctions
        self.ownerOnlyTables = ownerOnlyTables
        self.limitMessages = limitMessages
    }
}

extension FeatureStorage {
    /// Every feature's limit messages together (constraint names are unique in a schema).
    static func limitMessages(of features: [FeatureStorage]) -> [String: String] {
        features.reduce(into: [:]) { all, feature in all.merge(feature.limitMessages) { first, _ in first } }
    }

    /// The functions members may call: each feature's member functions and the `rows` contracts
    /// features publish.
    static func callableByMembers(_ features: [FeatureStorage]) -> [String] {
        features.flatMap { feature in
            feature.memberFunctions + feature.publishes.filter { $0.kind == .rows }.map { "\($0.name)()" }
        }
    }
}
