import Infrastructure

extension ProfileSQLite {
    /// A bio's change logged by a trigger of the profile's own, on every file: a file made
    /// before features kept their own histories logged it through the people's trigger, which
    /// the platform's step 3 makes again as a new file has it (the name only).
    static let step2 = SQLiteMigration(
        version: 2, summary: "a bio's change logged by the profile's own trigger",
        needs: [.step(3, of: "platform")],
        sql:
            #"""
            DROP TRIGGER IF EXISTS people_bio_log_updates;
            CREATE TRIGGER people_bio_log_updates AFTER UPDATE OF bio ON people BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('person_changed', NEW.id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            """#)
}
