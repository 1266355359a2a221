import Infrastructure

extension ProfileSQLite {
    /// A person's bio, a column the profile adds to the platform's people (as every file made
    /// before features kept their own histories has it), its change logged as the person's.
    static let step1 = SQLiteMigration(
        version: 1, summary: "a person's bio", isBaseline: true,
        sql:
            #"""
            ALTER TABLE people ADD COLUMN bio TEXT NOT NULL DEFAULT '';
            CREATE TRIGGER people_bio_log_updates AFTER UPDATE OF bio ON people BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('person_changed', NEW.id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            """#)
}
