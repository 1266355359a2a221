import Infrastructure

extension SavedSQLite {
    /// Saved posts, private to each person, with their limit as a trigger. As shipped, the table
    /// named the feed's posts with a foreign key: step 2 rebuilds it without one.
    static let step1 = SQLiteMigration(
        version: 1, summary: "saved posts, private to each person", needs: [.step(1, of: "feed")],
        sql:
            #"""
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
            CREATE TRIGGER saved_posts_limit BEFORE INSERT ON saved_posts
            WHEN (SELECT COUNT(*) FROM saved_posts WHERE person_id = NEW.person_id) >= 1000
            BEGIN
                SELECT RAISE(ABORT, 'saved_posts_limit');
            END;
            CREATE TRIGGER saved_posts_log_inserts AFTER INSERT ON saved_posts BEGIN
                INSERT INTO change_log (kind, subject, author, audience, at)
                VALUES ('post_saved', NEW.post_id, NEW.person_id, NEW.person_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER saved_posts_log_deletes AFTER DELETE ON saved_posts BEGIN
                INSERT INTO change_log (kind, subject, author, audience, at)
                VALUES ('post_unsaved', OLD.post_id, OLD.person_id, OLD.person_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            """#)
}
