import Infrastructure

extension SavedSQLite {
    /// Saved posts meet the feed only through what it publishes: the table is rebuilt without
    /// its foreign key to the feed's posts (SQLite's documented way: create, copy, drop, rename;
    /// every saved post kept), and a post the feed removes leaves every list through the feed's
    /// news of it (`feed_post_removals_v1`) instead of a cascade from its table.
    static let step2 = SQLiteMigration(
        version: 2, summary: "saved posts meet the feed through its contract", needs: [.step(3, of: "feed")],
        sql:
            #"""
            CREATE TABLE saved_posts_kept (
                person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
                post_id INTEGER NOT NULL,
                saved_at INTEGER NOT NULL,
                PRIMARY KEY (person_id, post_id)
            ) WITHOUT ROWID;
            INSERT INTO saved_posts_kept (person_id, post_id, saved_at)
                SELECT person_id, post_id, saved_at FROM saved_posts;
            DROP TABLE saved_posts;
            ALTER TABLE saved_posts_kept RENAME TO saved_posts;
            -- A person's list, newest first, by keyset.
            CREATE INDEX saved_posts_by_time ON saved_posts(person_id, saved_at DESC, post_id DESC);
            -- A removed post's saves found through this, not a scan.
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
            CREATE TRIGGER saved_posts_forget_removed_posts AFTER INSERT ON feed_post_removals_v1 BEGIN
                DELETE FROM saved_posts WHERE post_id = NEW.post_id;
            END;
            """#)
}
