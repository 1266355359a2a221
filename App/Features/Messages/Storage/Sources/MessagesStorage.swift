import Infrastructure

/// The messages' data: direct messages between two people and each person's read marks, on
/// SQLite and on a team's PostgreSQL, registered by the Messages plugin
/// (`MessagesPlugin.storage`). Private: only the two people of a conversation read it.
public enum MessagesStorage {
    public static let feature = FeatureStorage(
        name: "messages", sqlite: MessagesSQLite.migrations, postgres: MessagesPostgres.migrations,
        memberFunctions: [
            "mosaic_send_message(bigint, text, text)", "mosaic_read_conversation(bigint, bigint)",
        ],
        limitMessages: [
            "messages_body_rules": MessageRules.bodyRule,
            "messages_recipient_present": MessageRules.recipientRule,
            "messages_not_to_self": MessageRules.selfRule,
        ])

    /// The messages as the session reads and writes them.
    public static func store(on storage: StorageAccess) -> any MessageStore {
        switch storage {
        case .sqlite(let access): SQLiteMessageStore(access: access)
        case .postgres(let access): PostgresMessageStore(access: access)
        }
    }
}
