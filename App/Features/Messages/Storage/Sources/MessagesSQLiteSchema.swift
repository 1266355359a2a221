import Infrastructure

/// The messages' history on SQLite. Never edit a shipped step; add one.
///
/// An SQLite file has no logins: whoever can open the file can read every row with sqlite3.
/// The app reads only the signed-in person's conversations (every query names them), and each
/// change is logged twice, once for each of the two people (`audience`), so the app tells
/// nobody else of it. The limits are CHECK constraints too, so sqlite3 cannot store an empty
/// message or a huge one.
enum MessagesSQLite {
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(
            version: 1, summary: "messages, read marks, private change log", sql: tables + changeLog)
    ]

    private static let tables = """
        CREATE TABLE messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            sender_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            recipient_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            body TEXT NOT NULL,
            sent_at INTEGER NOT NULL,
            send_key TEXT NOT NULL,
            CONSTRAINT messages_body_rules CHECK (length(body) BETWEEN 1 AND 20000 AND trim(body, ' ' || char(10) || char(9)) <> ''),
            CONSTRAINT messages_not_to_self CHECK (sender_id <> recipient_id)
        );
        CREATE UNIQUE INDEX messages_by_send_key ON messages(sender_id, send_key);
        CREATE INDEX messages_by_pair ON messages(sender_id, recipient_id, id);
        CREATE INDEX messages_by_recipient ON messages(recipient_id, sender_id, id);
        CREATE TABLE message_reads (
            reader_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            other_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            read_up_to INTEGER NOT NULL,
            PRIMARY KEY (reader_id, other_id)
        ) WITHOUT ROWID;

        """

    private static let changeLog = """
        \(ChangeLogSQL.sqliteTrigger("messages_log_to_sender", after: "INSERT", on: "messages", kind: StoredMessageChange.Kind.sent, subject: "NEW.id", author: "NEW.sender_id", audience: "NEW.sender_id"))
        \(ChangeLogSQL.sqliteTrigger("messages_log_to_recipient", after: "INSERT", on: "messages", kind: StoredMessageChange.Kind.sent, subject: "NEW.id", author: "NEW.sender_id", audience: "NEW.recipient_id"))
        \(ChangeLogSQL.sqliteTrigger("message_reads_log_inserts", after: "INSERT", on: "message_reads", kind: StoredMessageChange.Kind.read, subject: "NEW.other_id", audience: "NEW.reader_id"))
        \(ChangeLogSQL.sqliteTrigger("message_reads_log_updates", after: "UPDATE OF read_up_to", on: "message_reads", kind: StoredMessageChange.Kind.read, subject: "NEW.other_id", audience: "NEW.reader_id"))

        """
}
