import Infrastructure

extension MessagesSQLite {
    /// Messages and read marks; each change logged twice, once for each of the two people
    /// (`audience`). An SQLite file has no logins: the app reads only the signed-in person's
    /// conversations, and CHECK constraints refuse an empty message or a huge one.
    static let step1 = SQLiteMigration(
        version: 1, summary: "messages, read marks, private change log",
        sql:
            #"""
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
            CREATE TRIGGER messages_log_to_sender AFTER INSERT ON messages BEGIN
                INSERT INTO change_log (kind, subject, author, audience, at)
                VALUES ('message_sent', NEW.id, NEW.sender_id, NEW.sender_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER messages_log_to_recipient AFTER INSERT ON messages BEGIN
                INSERT INTO change_log (kind, subject, author, audience, at)
                VALUES ('message_sent', NEW.id, NEW.sender_id, NEW.recipient_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER message_reads_log_inserts AFTER INSERT ON message_reads BEGIN
                INSERT INTO change_log (kind, subject, author, audience, at)
                VALUES ('conversation_read', NEW.other_id, NULL, NEW.reader_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER message_reads_log_updates AFTER UPDATE OF read_up_to ON message_reads BEGIN
                INSERT INTO change_log (kind, subject, author, audience, at)
                VALUES ('conversation_read', NEW.other_id, NULL, NEW.reader_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;

            """#)
}
