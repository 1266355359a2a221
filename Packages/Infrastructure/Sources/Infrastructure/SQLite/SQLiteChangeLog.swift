/// Migration v3 on SQLite: publish keys, and the change log other Mosaic processes on the same
/// file read to stay live (see `SQLiteChangeWatcher`). The same log as on PostgreSQL, written
/// by triggers so every writer (the app, an import, the sqlite3 shell) is seen; SQLite has no
/// statement triggers, so a bulk write (`SQLiteEngine.writeBatch`) folds its rows into one
/// `many_changed` afterwards. About the last 10,000 rows are kept.
enum SQLiteChangeLog {
    private static let now = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"

    static let migration = """
        ALTER TABLE posts ADD COLUMN publish_key TEXT;
        CREATE UNIQUE INDEX posts_by_publish_key ON posts(publish_key);
        CREATE TABLE change_log (
            seq INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            subject INTEGER,
            author INTEGER,
            at INTEGER NOT NULL
        );
        CREATE TRIGGER posts_log_inserts AFTER INSERT ON posts BEGIN
            INSERT INTO change_log (kind, subject, author, at)
            VALUES ('post_published', NEW.id, NEW.author_id, \(now));
        END;
        CREATE TRIGGER posts_log_updates AFTER UPDATE OF title, body, tags, like_count ON posts BEGIN
            INSERT INTO change_log (kind, subject, author, at)
            VALUES ('post_edited', NEW.id, NEW.author_id, \(now));
        END;
        CREATE TRIGGER posts_log_deletes AFTER DELETE ON posts BEGIN
            INSERT INTO change_log (kind, subject, author, at)
            VALUES ('post_deleted', OLD.id, OLD.author_id, \(now));
        END;
        CREATE TRIGGER people_log_inserts AFTER INSERT ON people BEGIN
            INSERT INTO change_log (kind, subject, at) VALUES ('person_changed', NEW.id, \(now));
        END;
        CREATE TRIGGER people_log_updates AFTER UPDATE OF display_name, bio ON people BEGIN
            INSERT INTO change_log (kind, subject, at) VALUES ('person_changed', NEW.id, \(now));
        END;
        CREATE TRIGGER people_log_deletes AFTER DELETE ON people BEGIN
            INSERT INTO change_log (kind, subject, at) VALUES ('person_removed', OLD.id, \(now));
        END;
        CREATE TRIGGER flags_log_inserts AFTER INSERT ON flags BEGIN
            INSERT INTO change_log (kind, at) VALUES ('flags_changed', \(now));
        END;
        CREATE TRIGGER flags_log_updates AFTER UPDATE ON flags BEGIN
            INSERT INTO change_log (kind, at) VALUES ('flags_changed', \(now));
        END;
        CREATE TRIGGER flags_log_deletes AFTER DELETE ON flags BEGIN
            INSERT INTO change_log (kind, at) VALUES ('flags_changed', \(now));
        END;
        CREATE TRIGGER change_log_prune AFTER INSERT ON change_log WHEN NEW.seq % 1000 = 0 BEGIN
            DELETE FROM change_log WHERE seq <= NEW.seq - 10000;
        END;
        """
}
