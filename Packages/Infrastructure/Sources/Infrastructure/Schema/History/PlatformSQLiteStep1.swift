extension PlatformSQLite {
    static let step1 = SQLiteMigration(
        version: 1, summary: "people, meta, the change log", isBaseline: true,
        sql:
            #"""
            CREATE TABLE people (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                handle TEXT NOT NULL UNIQUE,
                display_name TEXT NOT NULL,
                created_at INTEGER NOT NULL
            );
            CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE change_log (
                seq INTEGER PRIMARY KEY,
                kind TEXT NOT NULL,
                subject INTEGER,
                author INTEGER,
                at INTEGER NOT NULL
            );
            CREATE TRIGGER people_log_inserts AFTER INSERT ON people BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('person_changed', NEW.id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER people_log_updates AFTER UPDATE OF display_name ON people BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('person_changed', NEW.id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER people_log_deletes AFTER DELETE ON people BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('person_removed', OLD.id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER change_log_prune AFTER INSERT ON change_log WHEN NEW.seq % 1000 = 0 BEGIN
                DELETE FROM change_log WHERE seq <= NEW.seq - 10000;
            END;
            """#)
}
