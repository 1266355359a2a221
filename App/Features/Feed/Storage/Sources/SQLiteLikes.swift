/// Likes on SQLite, one row per (post, person), so a person's like counts once;
/// `posts.like_count` is kept by triggers as likes come and go, whoever writes them (the app,
/// sample data, the sqlite3 shell), so a page reads the count and never counts likes. Each
/// change of the count logs `post_edited` through the posts' own trigger, which is how other
/// windows on the file see it live. A post's or a person's likes go with them (foreign keys),
/// and the counts follow.
enum SQLiteLikes {
    static let tables = """
        CREATE TABLE likes (
            post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
            person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            created_at INTEGER NOT NULL,
            PRIMARY KEY (post_id, person_id)
        ) WITHOUT ROWID;
        -- Deleting a person finds their likes through this, not a scan.
        CREATE INDEX likes_by_person ON likes(person_id, post_id);
        CREATE TRIGGER likes_count_inserts AFTER INSERT ON likes BEGIN
            UPDATE posts SET like_count = like_count + 1 WHERE id = NEW.post_id;
        END;
        CREATE TRIGGER likes_count_deletes AFTER DELETE ON likes BEGIN
            UPDATE posts SET like_count = like_count - 1 WHERE id = OLD.post_id;
        END;
        CREATE TRIGGER likes_count_moves AFTER UPDATE OF post_id ON likes
        WHEN OLD.post_id <> NEW.post_id BEGIN
            UPDATE posts SET like_count = like_count - 1 WHERE id = OLD.post_id;
            UPDATE posts SET like_count = like_count + 1 WHERE id = NEW.post_id;
        END;
        """
}
