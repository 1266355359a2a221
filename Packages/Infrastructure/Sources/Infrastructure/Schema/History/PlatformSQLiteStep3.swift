extension PlatformSQLite {
    /// The stored flag values, the platform's since every feature reads flags, and the platform's
    /// change triggers as a new file has them. A file whose Settings history made the flags (its
    /// first step) keeps its table and rows; a file made before features kept their own
    /// histories had the people's and the flags' triggers in an older form (the bio's change
    /// logged by the people's own trigger): each is made again, word for word as a new file's,
    /// so every file ends with the same schema (the profile's step 2 adds the bio's own).
    static let step3 = SQLiteMigration(
        version: 3,
        summary: "stored flag values for every feature; the change triggers as new files have them",
        sql:
            #"""
            CREATE TABLE IF NOT EXISTS flags (name TEXT PRIMARY KEY, enabled INTEGER NOT NULL);
            DROP TRIGGER IF EXISTS flags_log_inserts;
            CREATE TRIGGER flags_log_inserts AFTER INSERT ON flags BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('flags_changed', NULL, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            DROP TRIGGER IF EXISTS flags_log_updates;
            CREATE TRIGGER flags_log_updates AFTER UPDATE ON flags BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('flags_changed', NULL, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            DROP TRIGGER IF EXISTS flags_log_deletes;
            CREATE TRIGGER flags_log_deletes AFTER DELETE ON flags BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('flags_changed', NULL, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            DROP TRIGGER IF EXISTS people_log_inserts;
            CREATE TRIGGER people_log_inserts AFTER INSERT ON people BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('person_changed', NEW.id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            DROP TRIGGER IF EXISTS people_log_updates;
            CREATE TRIGGER people_log_updates AFTER UPDATE OF display_name ON people BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('person_changed', NEW.id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            DROP TRIGGER IF EXISTS people_log_deletes;
            CREATE TRIGGER people_log_deletes AFTER DELETE ON people BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('person_removed', OLD.id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            """#)
}
