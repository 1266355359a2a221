import Infrastructure

extension __Name__SQLite {
    /// The items, newest first by keyset, each row's coming and going in the change log.
    static let step1 = SQLiteMigration(
        version: 1, summary: "__name__ items",
        sql:
            #"""
            CREATE TABLE __snake___items (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                author_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                created_at INTEGER NOT NULL
            );
            CREATE INDEX __snake___items_by_time ON __snake___items(created_at DESC, id DESC);
            CREATE TRIGGER __snake___items_log_inserts AFTER INSERT ON __snake___items BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('__snake___item_added', NEW.id, NEW.author_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER __snake___items_log_deletes AFTER DELETE ON __snake___items BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('__snake___item_deleted', OLD.id, OLD.author_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            """#)
}
