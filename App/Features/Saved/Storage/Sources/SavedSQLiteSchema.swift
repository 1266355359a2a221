import Infrastructure

/// Saved posts on SQLite. Never edit a shipped step; add one.
///
/// One row per (person, post). The post is the feed's: `ON DELETE CASCADE` takes a saved post
/// its author deletes out of every list (and its trigger logs that to each saver). The limit is
/// a trigger too, so the sqlite3 shell meets it as the app does.
enum SavedSQLite {
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(
            version: 1, summary: "saved posts, private to each person", sql: table + limit + changeLog)
    ]

    private static let table = """
        CREATE TABLE saved_posts (
            person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
            saved_at INTEGER NOT NULL,
            PRIMARY KEY (person_id, post_id)
        ) WITHOUT ROWID;
        -- A person's list, newest first, by keyset.
        CREATE INDEX saved_posts_by_time ON saved_posts(person_id, saved_at DESC, post_id DESC);
        -- A deleted post's saves found through this, not a scan.
        CREATE INDEX saved_posts_by_post ON saved_posts(post_id);

        """

    private static let limit = """
        CREATE TRIGGER saved_posts_limit BEFORE INSERT ON saved_posts
        WHEN (SELECT COUNT(*) FROM saved_posts WHERE person_id = NEW.person_id) >= \(SavedRules.maxPerPerson)
        BEGIN
            SELECT RAISE(ABORT, '\(SavedRules.limitConstraint)');
        END;

        """

    private static let changeLog = """
        \(ChangeLogSQL.sqliteTrigger("saved_posts_log_inserts", after: "INSERT", on: "saved_posts", kind: StoredSavedChange.Kind.saved, subject: "NEW.post_id", author: "NEW.person_id", audience: "NEW.person_id"))
        \(ChangeLogSQL.sqliteTrigger("saved_posts_log_deletes", after: "DELETE", on: "saved_posts", kind: StoredSavedChange.Kind.unsaved, subject: "OLD.post_id", author: "OLD.person_id", audience: "OLD.person_id"))
        """
}
