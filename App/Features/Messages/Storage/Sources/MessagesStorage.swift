import Infrastructure

/// The messages' data: direct messages between two people and each person's read marks, on
/// SQLite and on a team's PostgreSQL, registered by the Messages plugin
/// (`MessagesPlugin.storage`). Private: only the two people of a conversation read it.
public enum MessagesStorage {
    public static let feature = FeatureStorage(
        name: "messages", sqlite: MessagesSQLite.migrations, postgres: MessagesPostgres.migrations,
        memberFunctions: MessagesPostgres.memberFunctions, limitMessages: MessagesPostgres.limitMessages)

    /// The messages as the session reads and writes them.
    public static func store(on storage: StorageAccess) -> any MessageStore {
        switch storage {
        case .sqlite(let access): SQLiteMessageStore(access: access)
        case .postgres(let access): PostgresMessageStore(access: access)
        }
    }
}
